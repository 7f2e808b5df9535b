import { formatUsdCents, OrderStatus } from '@parca/contract';
import { sql } from 'drizzle-orm';
import { query, type Tx } from '../../db/client.ts';
import { type LedgerPosting, postLedgerEntries } from '../payments/index.ts';
import { returnCreditCents } from './returns.ts';

type ConfirmedOrder = { id: number; orderNo: string; userId: number; totalCents: number; confirmedAt: string };
type ReturnedLine = {
  orderId: number;
  orderNo: string;
  userId: number;
  lineId: number;
  stockCode: string;
  returnedQuantity: number;
  unitPriceCents: number;
  discountBasisPoints: number;
  kdvPercent: number;
  dolarKuru: string;
  returnedAt: string;
  /** What return entries of the line already credited, USD cents (> 0). */
  creditedCents: number;
};

/**
 * Data step of the ledger's arrival (migration 0008): orders confirmed before it have no debit, so a return on one
 * would credit money the dealer was never charged. Each such order gets its debit (its Genel toplam, at the time of
 * its confirmation) and each of its returned lines its credit (at the time of the last return), as they would have
 * been posted, less what return entries of the line already credited (a return posted before this step ran must not
 * be credited twice); the dealers' balances follow through `postLedgerEntries`. Orders that already have a debit are
 * left, so running it again posts nothing.
 */
export async function postEarlierOrders(tx: Tx): Promise<void> {
  const unposted = sql`o.status = ${OrderStatus.Onaylandi}
    and not exists (select 1 from ledger_entries e where e.order_id = o.id and e.kind = 'order')`;
  const orders = await query<ConfirmedOrder>(
    tx,
    sql`select o.id, o.order_no as "orderNo", o.user_id as "userId", o.total_cents::float8 as "totalCents",
          coalesce((select max(ev.created_at) from order_events ev where ev.order_id = o.id and ev.kind = 'confirmed'),
                   o.updated_at)::text as "confirmedAt"
        from orders o where ${unposted} order by o.id`,
  );
  if (orders.length === 0) return;
  const lines = await query<ReturnedLine>(
    tx,
    sql`select o.id as "orderId", o.order_no as "orderNo", o.user_id as "userId", l.id as "lineId",
          l.stock_code as "stockCode", l.returned_quantity as "returnedQuantity", l.unit_price_cents as "unitPriceCents",
          l.discount_basis_points as "discountBasisPoints", o.kdv_percent as "kdvPercent",
          o.dolar_kuru::text as "dolarKuru",
          coalesce((select max(ev.created_at) from order_events ev where ev.order_line_id = l.id and ev.kind = 'returned'),
                   l.updated_at)::text as "returnedAt",
          coalesce(c.cents, 0)::float8 as "creditedCents"
        from orders o join order_lines l on l.order_id = o.id
        left join (select order_line_id, -sum(amount_cents) as cents from ledger_entries where kind = 'return'
                   group by order_line_id) c on c.order_line_id = l.id
        where ${unposted} and l.returned_quantity > 0 order by o.id, l.id`,
  );
  const debits: LedgerPosting[] = orders.map((o) => ({
    userId: o.userId,
    kind: 'order',
    amountCents: o.totalCents,
    document: o.orderNo,
    description: 'Sipariş onaylandı',
    occurredAt: sql`${o.confirmedAt}::timestamptz`,
    orderId: o.id,
  }));
  const credits: LedgerPosting[] = lines.map((l) => ({
    userId: l.userId,
    kind: 'return',
    // Never below zero: a line its entries credited in full (or more) gets nothing here.
    amountCents: -Math.max(returnCreditCents(l, 0, l.returnedQuantity) - l.creditedCents, 0),
    document: l.orderNo,
    description:
      `İade: ${l.stockCode} × ${l.returnedQuantity}` +
      (l.creditedCents > 0 ? ` (kayıtlı iadeler ${formatUsdCents(l.creditedCents)} düşüldü)` : ''),
    occurredAt: sql`${l.returnedAt}::timestamptz`,
    orderId: l.orderId,
    orderLineId: l.lineId,
  }));
  await postLedgerEntries(tx, [...debits, ...credits]);
}
