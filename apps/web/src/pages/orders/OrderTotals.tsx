import { formatNumber, formatTryCents, formatUsdCents, type OrderFigures } from '@parca/contract';
import { orderCommon } from './orderMessages';
import './orders.css';

const t = orderCommon;

/**
 * Ara toplam, İskonto, KDV and Genel toplam of an order or a cart, in USD and TL side by side; the discount is shown
 * as what it takes off (negative, and a plain 0 without one). The figures come from the server (the contract's
 * order-totals rule), never computed here.
 */
export function OrderTotals({
  figures,
  discountPercent,
  kdvPercent,
}: {
  figures: OrderFigures;
  discountPercent?: number;
  kdvPercent?: number;
}) {
  const rows = [
    { key: 'subtotal', label: t.subtotal },
    {
      key: 'discount',
      label: discountPercent !== undefined ? t.discountWithRate(formatNumber(discountPercent, 0, 2)) : t.discount,
    },
    { key: 'kdv', label: kdvPercent !== undefined ? t.kdvWithRate(formatNumber(kdvPercent, 0)) : t.kdv },
    { key: 'total', label: t.total },
  ] as const;
  return (
    <table className="ord-totals" aria-label={t.totalsTitle}>
      <thead>
        <tr>
          <th scope="col">
            <span className="ord-sr">{t.totalsTitle}</span>
          </th>
          <th scope="col">{t.usd}</th>
          <th scope="col">{t.try}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ key, label }) => (
          <tr key={key} className={key === 'total' ? 'ord-totals-grand' : undefined}>
            <th scope="row">{label}</th>
            <td>{formatUsdCents(key === 'discount' ? -figures.usd[key] : figures.usd[key])}</td>
            <td>{formatTryCents(key === 'discount' ? -figures.try[key] : figures.try[key])}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
