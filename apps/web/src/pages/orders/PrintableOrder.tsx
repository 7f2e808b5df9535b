import {
  formatDateTime,
  formatInteger,
  formatNumber,
  formatRate,
  formatTryCents,
  formatUsdCents,
  type Order,
  type OrderShipment,
  sharedDiscountPercent,
  toRateUnits,
} from '@parca/contract';
import { msg } from '../../messages';
import { DealerPrice, priceFor, priceOfFigures } from '../../ui/dealer/DealerPrice';
import { PrintFacts, PrintHead, PrintSheet } from '../../ui/print/printing';
import { discountText } from './discountText';
import { orders } from './messages';
import { OrderTotals } from './OrderTotals';
import { orderCommon } from './orderMessages';
import './orderPrint.css';

const t = orders.print;
const ship = orders.shipment;

/** How it left, on the sheet as on screen (ShipmentFacts): the packer's copy names the carrier and tracking number. */
function shipmentFacts(shipment: OrderShipment | null): [string, string][] {
  if (!shipment) return [];
  const facts: [string, string][] = [[ship.carrier, shipment.carrierName]];
  if (shipment.trackingNo) facts.push([ship.trackingNo, shipment.trackingNo]);
  facts.push([ship.packages, formatInteger(shipment.packages)], [ship.shippedAt, formatDateTime(shipment.shippedAt)]);
  if (shipment.deliveredAt) facts.push([ship.deliveredAt, formatDateTime(shipment.deliveredAt)]);
  return facts;
}

/**
 * An order on paper: who ordered what and when, at which terms, every line with its amounts, and the totals. Unit
 * prices and amounts read as on screen: the dealer's own after the discount, the list price struck through beside it,
 * KDV hariç (the totals add KDV); a shipped order's carrier and tracking number. Rendering it is enough (it sits under <body>, hidden on screen); then call
 * `window.print()` (see `usePrint`).
 */
export function PrintableOrder({ order }: { order: Order }) {
  const anyReturn = order.lines.some((l) => l.returnedQuantity > 0);
  const rateUnits = toRateUnits(order.dolarKuru);
  const dealer = order.dealer.company ? `${order.dealer.name} — ${order.dealer.company}` : order.dealer.name;
  const facts: [string, string][] = [
    [t.date, formatDateTime(order.createdAt)],
    [t.status, orderCommon.status[order.status]],
    [t.dealer, dealer],
    [t.rate, formatRate(order.dolarKuru, 4)],
    [t.kdv, `%${formatNumber(order.kdvPercent, 0)}`],
    [t.discount, discountText(sharedDiscountPercent(order.lines))],
    ...shipmentFacts(order.shipment),
  ];
  return (
    <PrintSheet label={`${t.title} ${order.orderNo}`}>
      <PrintHead brand={msg.app.name} title={t.title} no={order.orderNo} />
      <PrintFacts facts={facts} />
      <table className="app-print-table ord-print-lines">
        <thead>
          <tr>
            <th scope="col">{t.no}</th>
            <th scope="col">{t.stockCode}</th>
            <th scope="col">{t.product}</th>
            <th scope="col">{t.quantity}</th>
            {anyReturn && <th scope="col">{t.returned}</th>}
            <th scope="col">{t.unitPrice}</th>
            <th scope="col">{t.amountUsd}</th>
            <th scope="col">{t.amountTry}</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, i) => {
            const amount = priceOfFigures(line.figures);
            return (
              <tr key={line.id}>
                <td>{formatInteger(i + 1)}</td>
                <td className="ord-mono">{line.stockCode}</td>
                <td>{msg.cart.item(line.productName, line.variantName)}</td>
                <td>{formatInteger(line.quantity)}</td>
                {anyReturn && <td>{line.returnedQuantity > 0 ? formatInteger(line.returnedQuantity) : ''}</td>}
                <td>
                  <DealerPrice price={priceFor(line.unitPriceCents, 1, line.discountPercent, rateUnits)} part="usd" />
                </td>
                <td>
                  <DealerPrice price={amount} part="usd" />
                </td>
                <td>{amount.net.try === null ? '' : formatTryCents(amount.net.try)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <OrderTotals
        figures={order.totals}
        discountPercent={sharedDiscountPercent(order.lines)}
        kdvPercent={order.kdvPercent}
      />
      {order.returned.usd.total > 0 && (
        <p className="ord-print-note">
          <strong>{orders.returnedTotal}:</strong> {formatUsdCents(order.returned.usd.total)} ·{' '}
          {formatTryCents(order.returned.try.total)}
        </p>
      )}
      {order.note && (
        <p className="ord-print-note">
          <strong>{t.note}:</strong> {order.note}
        </p>
      )}
      {order.shipment?.note && (
        <p className="ord-print-note">
          <strong>{ship.note}:</strong> {order.shipment.note}
        </p>
      )}
      {order.adminNote && (
        <p className="ord-print-note">
          <strong>{t.adminNote}:</strong> {order.adminNote}
        </p>
      )}
      <footer className="print-foot">{t.printedAt(formatDateTime(new Date()))}</footer>
    </PrintSheet>
  );
}
