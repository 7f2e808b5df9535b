/** An order's status and sums as the cart, home and a user's page show them. */
export { MoneyPair } from './MoneyPair';
export { OrderStatusTag } from './OrderStatusTag';
export { OrderTotals } from './OrderTotals';
