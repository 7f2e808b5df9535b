/**
 * What the admin's pages share beyond the app: antd's scope (its theme and build-time stylesheet), the server-paged
 * list and the form dialog (antd's table, form and controls, zod). antd left the app's entry so that a dealer's first
 * screens load none of it (docs/architecture.md § antd only where it is used); an admin's next page is drawn with it,
 * so the shell loads and runs these once a page has drawn and the browser idles, and the first list an admin opens
 * does not wait for them (docs/benchmarks.md § The admin's screens).
 */
export const loadAdminCommon = () =>
  Promise.all([import('./AntdScope'), import('./ServerTable'), import('./FormModal')]);
