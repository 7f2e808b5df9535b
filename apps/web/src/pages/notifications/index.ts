/** The notifications: the top bar's bell (layout/TopBar.tsx); the page itself loads through the router. */
export { BellButton } from './BellButton';
