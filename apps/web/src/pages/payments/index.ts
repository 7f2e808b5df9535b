/** A dealer's account as other areas show it: the balance (home, cart), the whole panel (the admin's user page). */
export { BalanceAmount, UsdTry } from './BalanceAmount';
export { DealerAccountPanel } from './DealerAccountPanel';
export { account } from './messages';
