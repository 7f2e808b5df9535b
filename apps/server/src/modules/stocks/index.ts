/** What other modules may use of the stocks: the one way to lock and change quantities (docs/architecture.md#lock-order), new stocks. */
export {
  applyStockChanges,
  lockStocks,
  type MovementReason,
  markStocksChanged,
  setQuantityByHand,
} from './movements.ts';
export { insertStock, stockCodeConflict, stockNotFound } from './service.ts';
