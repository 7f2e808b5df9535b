/**
 * What other modules may use of the orders: their summaries, the data step that posts earlier orders, and why a line
 * cannot be ordered (the cart marks its lines by it).
 */
export { postEarlierOrders } from './earlier-orders.ts';
export { problemOf } from './lines.ts';
export { readSummaries } from './read.ts';
