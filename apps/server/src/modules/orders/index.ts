/** What other modules may use of the orders: their summaries, and the data step that posts earlier orders. */
export { postEarlierOrders } from './earlier-orders.ts';
export { readSummaries } from './read.ts';
