/**
 * What other modules may use of the orders: their summaries, the data step that posts earlier orders, why a line
 * cannot be ordered (the cart marks its lines by it), and the order's steps the demo's history plays.
 */
export { postEarlierOrders } from './earlier-orders.ts';
export { problemOf } from './lines.ts';
export { placeOrder } from './place.ts';
export { readSummaries } from './read.ts';
export { returnOrderProduct } from './returns.ts';
export { deliverOrder, shipOrder } from './shipping.ts';
export { cancelOrder, confirmOrder, declineOrder } from './transitions.ts';
