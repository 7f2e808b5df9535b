/** The dollar rate other areas show: the footer, prices, balances. */
export { type DolarKuruState, dolarKuruStore, useDolarKuru } from './dolarKuruStore';
