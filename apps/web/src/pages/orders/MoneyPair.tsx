import { formatTryCents, formatUsdCents } from '@parca/contract';
import './orders.css';

/** An amount in USD over the same in TL, right-aligned (cart lines, order lines, order lists). */
export function MoneyPair({ usdCents, tryKurus }: { usdCents: number; tryKurus: number }) {
  return (
    <span className="ord-money">
      <span>{formatUsdCents(usdCents)}</span>
      <span className="ord-money-try">{formatTryCents(tryKurus)}</span>
    </span>
  );
}
