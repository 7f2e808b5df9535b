/** The dollar rate other areas show: the footer, prices, balances; and the admins' banner while it is old. */
export { type DolarKuruState, dolarKuruStore, useDolarKuru } from './dolarKuruStore';
/** The admin's "rate is stale" banner (drawn with antd, in its scope), for the shell to load for admins only. */
export const loadRateStaleBanner = () => import('./RateStaleBannerScoped');
