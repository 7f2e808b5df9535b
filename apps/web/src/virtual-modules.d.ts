/** The address of antd's build-time stylesheet (scripts/antd-static-css.ts); empty in development. */
declare module 'virtual:antd-static-css-url' {
  const href: string;
  export default href;
}
