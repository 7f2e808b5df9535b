// Moved to the contract (one formatting module for server and web); importers move there next.
export {
  formatDateTime,
  formatDay,
  formatFooterRate,
  formatInteger,
  formatLongDay,
  formatNumber,
  formatRate,
  formatTry,
  formatTryCents,
  formatUsd,
  formatUsdCents,
  toNumber,
} from '@parca/contract';
