/**
 * Four months of a living business for the demo (docs/operations.md#demo-data): dealers order on business days, the
 * admin confirms (now and then lowering a line), declines, or the dealer cancels; confirmed orders leave with a carrier
 * and arrive, a few lines come back, dealers pay every couple of weeks in lira or dollars. Every step runs through the
 * service the API calls, so the ledger, the stock movements and each order's history explain every figure; the rows a
 * step wrote are then dated to the moment it plays. Goods the history sells arrive from the supplier on the Monday
 * of their week (a 'supplier' movement), so today's stock is the catalogue's as seeded.
 */
import { PaymentMethod, Role } from '@parca/contract';
import { sql } from 'drizzle-orm';
import { type Db, query } from '../db/client.ts';
import { writeTransaction } from '../db/transactions.ts';
import {
  cancelOrder,
  confirmOrder,
  declineOrder,
  deliverOrder,
  placeOrder,
  returnOrderProduct,
  shipOrder,
} from '../modules/orders/index.ts';
import { addPayment } from '../modules/payments/index.ts';
import { setRate } from '../modules/rates/index.ts';
import { applyStockChanges } from '../modules/stocks/index.ts';
import { planHistory, type Step } from './demo-history-plan.ts';
import { type Random, random } from './random.ts';

export type HistoryParties = { adminId: number; dealerIds: number[] };
/** The dollar rate of a moment in the history (the rate page's rows are written as the days pass). */
export type DatedRate = { at: Date; rate: string; fetched: boolean };

type Variant = { productVariantId: number; stockId: number };

/** Variants plenty enough that a few months of orders never run them dry, in a stable order. */
async function orderableVariants(db: Db): Promise<Variant[]> {
  return query<Variant>(
    db,
    sql`select pv.id as "productVariantId", s.id as "stockId"
        from product_variants pv join products p on p.id = pv.product_id join stocks s on s.id = pv.stock_id
        where p.active and s.deleted_at is null and s.price_cents > 0 and s.quantity >= 40
        order by pv.id`,
  );
}

/**
 * Dates what the step just committed: every row of the history's tables written or changed after `since` (the
 * database's clock when the history began) gets the step's moment instead; its notifications are read, but for the
 * last two days'. The mails the step queued describe the past and are dropped: nobody should get four months of mail
 * on the demo's first start.
 */
async function dateWrites(db: Db, since: string, at: Date) {
  const when = sql`${at.toISOString()}::timestamptz`;
  const after = sql`${since}::timestamptz`;
  const stamped = (column: string) =>
    sql`${sql.identifier(column)} = case when ${sql.identifier(column)} > ${after} then ${when} else ${sql.identifier(column)} end`;
  const redate = (table: string, more = sql``) =>
    sql`update ${sql.identifier(table)} set ${stamped('created_at')}, updated_at = ${when}${more}
        where updated_at > ${after}`;
  await db.execute(sql`with
      o as (${redate('orders', sql`, ${stamped('shipped_at')}, ${stamped('delivered_at')}`)}), l as (${redate('order_lines')}), e as (${redate('order_events')}),
      m as (${redate('stock_movements')}), p as (${redate('payments')}),
      le as (update ledger_entries set created_at = ${when}, updated_at = ${when},
               occurred_at = case when kind in ('order', 'return') then ${when} else occurred_at end
             where created_at > ${after}),
      r as (update dollar_rates set created_at = ${when}, updated_at = ${when} where created_at > ${after}),
      n as (update notifications set created_at = ${when},
              read_at = case when ${when} < now() - interval '2 days' then ${when} + interval '1 hour' end
            where created_at > ${after}),
      a as (update activity_log set occurred_at = ${when} where occurred_at > ${after}),
      mails as (delete from mail_outbox where created_at > ${after})
    select 1`);
}

/** Plays the plan in time order; each step is its own transaction(s), as the API would have run it. */
export async function seedDemoHistory(db: Db, parties: HistoryParties, rates: DatedRate[], now = new Date()) {
  const next: Random = random(20_261_127);
  const variants = await orderableVariants(db);
  const [{ since }] = await query<{ since: string }>(db, sql`select now()::text as since`);
  const steps = planHistory(next, { ...parties, variants, rates, now });
  const played: Played = {
    orderIds: new Map(),
    lineIds: new Map(),
    // The settings' list as the migration made it: the cargo companies, then our own van and hand-over.
    carrierIds: (
      await query<{ id: number }>(db, sql`select id from shipping_carriers where active order by sort_order, id`)
    ).map((c) => c.id),
  };
  // The catalogue's opening quantities came before any of it.
  const opened = new Date(steps[0]?.at.getTime() ?? now.getTime());
  opened.setUTCDate(opened.getUTCDate() - 7);
  await db.execute(sql`update stock_movements set created_at = ${opened.toISOString()}::timestamptz,
    updated_at = ${opened.toISOString()}::timestamptz where reason = 'initial'`);

  for (const step of steps) {
    await play(db, step, parties, played);
    await dateWrites(db, since, step.at);
  }
  return { orders: played.orderIds.size, steps: steps.length };
}

type Played = { orderIds: Map<number, number>; lineIds: Map<number, number[]>; carrierIds: number[] };

async function play(db: Db, step: Step, { adminId }: HistoryParties, { orderIds, lineIds, carrierIds }: Played) {
  const orderId = 'order' in step ? (orderIds.get(step.order) as number) : 0;
  switch (step.kind) {
    case 'rate':
      // The history's days took TCMB's rate at 15:30; the last week's were typed by the admin.
      await setRate(db, Number(step.rate), step.fetched ? null : adminId, step.fetched ? 'tcmb' : 'manual');
      return;
    case 'supply':
      await writeTransaction(db, (tx) =>
        applyStockChanges(tx, step.lines, {
          reason: 'supplier',
          actorId: adminId,
          reference: step.reference,
          note: 'Tedarikçi sevkiyatı',
        }),
      );
      return;
    case 'place': {
      const placed = await writeTransaction(db, (tx) =>
        placeOrder(tx, step.dealerId, { lines: step.lines, note: step.note }),
      );
      orderIds.set(step.order, placed.id);
      lineIds.set(
        step.order,
        placed.lines.map((l) => l.id),
      );
      return;
    }
    case 'cancel':
      await cancelOrder(db, orderId, { id: step.dealerId, role: Role.Kullanici });
      return;
    case 'decline':
      await declineOrder(db, { orderId, reason: step.reason }, adminId);
      return;
    case 'confirm': {
      const ids = lineIds.get(step.order) as number[];
      const lines = step.lower ? [{ orderLineId: ids[step.lower.line], quantity: step.lower.quantity }] : undefined;
      await confirmOrder(db, orderId, { lines, adminNote: step.lower ? 'Depoda eksik çıktı' : undefined }, adminId);
      return;
    }
    case 'ship':
      await shipOrder(
        db,
        {
          orderId,
          carrier: carrierIds[step.carrier % carrierIds.length],
          trackingNo: step.trackingNo ?? undefined,
          packages: step.packages,
        },
        adminId,
      );
      return;
    case 'deliver':
      await deliverOrder(db, orderId, adminId);
      return;
    case 'return': {
      const ids = lineIds.get(step.order) as number[];
      await returnOrderProduct(
        db,
        { orderLineId: ids[step.line], quantity: step.quantity, reason: step.reason },
        adminId,
      );
      return;
    }
    case 'payment': {
      const [{ balance, rate }] = await query<{ balance: number; rate: string }>(
        db,
        sql`select balance_cents::float8 as balance,
              (select rate::text from dollar_rates order by created_at desc, id desc limit 1) as rate
            from users where id = ${step.dealerId}`,
      );
      // Round dollars (tens) or round lira (hundreds) of a share of what the dealer owes.
      const usd = Math.floor((balance * step.share) / 100 / 100 / 10) * 10;
      if (usd < 50) return;
      const amount = step.currency === 'USD' ? usd : Math.round((usd * Number(rate)) / 100) * 100;
      await writeTransaction(db, (tx) =>
        addPayment(
          tx,
          {
            userId: step.dealerId,
            amount,
            currency: step.currency,
            method: step.currency === 'USD' ? PaymentMethod.Nakit : PaymentMethod.HavaleEft,
            paidAt: step.day,
          },
          adminId,
        ),
      );
      return;
    }
  }
}
