/** The dollar rate other areas show: the footer, prices, balances; and the admins' banner while it is old. */
export { type DolarKuruState, dolarKuruStore, useDolarKuru } from './dolarKuruStore';
export { RateStaleBanner } from './RateStaleBanner';
