/** The stock widgets the product pages use (a variant's stock, its quantity and why it changed). */
export { stocks } from './messages';
export { QuantityReasonFields, type QuantityReasonValues, quantityReasonOf } from './QuantityReasonFields';
export { quantityChangedOf, quantityChangedText } from './quantityChanged';
export { emptyStock, StockFields, type StockValues, showDuplicateCode, toStockInput } from './StockFields';
export { StockQuantity } from './StockQuantity';
export { StockSelect } from './StockSelect';
