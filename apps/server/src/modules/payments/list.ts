import type {
  MyPaymentsQuery,
  Payment,
  PaymentCurrency,
  PaymentList,
  PaymentMethod,
  PaymentsQuery,
} from '@parca/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Conn, type Db, query } from '../../db/client.ts';
import { checkDayRange, isoString } from '../../lib/days.ts';
import { notFound } from '../../lib/errors.ts';
import { whereAll } from '../../lib/search.ts';
import { EXPORT_MAX_ROWS } from '../../lib/table-files.ts';

type PaymentRow = Omit<Payment, 'user' | 'createdBy' | 'createdAt' | 'updatedAt' | 'currency' | 'method'> & {
  currency: string;
  method: number;
  userId: number;
  userName: string;
  userCompany: string | null;
  createdById: number | null;
  createdByName: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
};

/** Payments as the API answers them, the dealer and the person who entered each by join; `tail` filters and orders. */
async function paymentRows(db: Conn, tail: SQL): Promise<Payment[]> {
  const rows = await query<PaymentRow>(
    db,
    sql`select p.id, p.receipt_no as "receiptNo", p.user_id as "userId", u.name as "userName",
          u.company as "userCompany", p.currency, p.amount_cents::float8 as "amountCents", p.rate::float8 as rate,
          p.usd_cents::float8 as "usdCents", p.method, p.paid_on::text as "paidAt", p.note, p.revision,
          p.created_by as "createdById", c.name as "createdByName", p.created_at as "createdAt",
          p.updated_at as "updatedAt"
        from payments p join users u on u.id = p.user_id left join users c on c.id = p.created_by
        ${tail}`,
  );
  return rows.map((r) => ({
    id: r.id,
    receiptNo: r.receiptNo,
    user: { id: r.userId, name: r.userName, companyName: r.userCompany },
    currency: r.currency as PaymentCurrency,
    amountCents: r.amountCents,
    rate: r.rate,
    usdCents: r.usdCents,
    method: r.method as PaymentMethod,
    paidAt: r.paidAt,
    note: r.note,
    revision: r.revision,
    createdBy: r.createdById === null ? null : { id: r.createdById, name: r.createdByName ?? '' },
    createdAt: isoString(r.createdAt),
    updatedAt: isoString(r.updatedAt),
  }));
}

/** One payment as a write answers it, read in the write's transaction. */
export async function readPayment(db: Conn, id: number): Promise<Payment> {
  const [payment] = await paymentRows(db, sql`where p.id = ${id}`);
  if (!payment) throw notFound('Tahsilat bulunamadı.');
  return payment;
}

/** A page of payments, newest paid day first, and the count and USD total of everything the filter matches. */
async function pageOf(db: Db, where: SQL[], q: { page: number; pageSize: number }): Promise<PaymentList> {
  const condition = whereAll(where);
  const [items, [sums]] = await Promise.all([
    paymentRows(
      db,
      sql`${condition} order by p.paid_on desc, p.id desc limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
    ),
    query<{ total: number; totalUsdCents: number }>(
      db,
      sql`select count(*)::int as total, coalesce(sum(p.usd_cents), 0)::float8 as "totalUsdCents"
          from payments p ${condition}`,
    ),
  ]);
  return { items, ...sums };
}

/** Paid on or after `from` and on or before `to`: Turkey's calendar days, as the payment's day is. */
function dayConditions(q: { from?: string; to?: string }): SQL[] {
  checkDayRange(q);
  const where: SQL[] = [];
  if (q.from) where.push(sql`p.paid_on >= ${q.from}::date`);
  if (q.to) where.push(sql`p.paid_on <= ${q.to}::date`);
  return where;
}

/** The admin list's filters (of `payments p`): dealer and days. */
function adminPaymentConditions(q: Omit<PaymentsQuery, 'page' | 'pageSize'>): SQL[] {
  const where = dayConditions(q);
  if (q.dealerId !== undefined) where.push(sql`p.user_id = ${q.dealerId}`);
  return where;
}

/** Every payment (Admin), by dealer and days. */
export function getPayments(db: Db, q: PaymentsQuery): Promise<PaymentList> {
  return pageOf(db, adminPaymentConditions(q), q);
}

/** Every payment the admin list's filters match, newest paid day first (the export; at most EXPORT_MAX_ROWS). */
export function allPayments(db: Db, q: Omit<PaymentsQuery, 'page' | 'pageSize'>): Promise<Payment[]> {
  return paymentRows(
    db,
    sql`${whereAll(adminPaymentConditions(q))} order by p.paid_on desc, p.id desc limit ${EXPORT_MAX_ROWS}`,
  );
}

/** The signed-in dealer's own payments, by days. */
export function getMyPayments(db: Db, userId: number, q: MyPaymentsQuery): Promise<PaymentList> {
  return pageOf(db, [sql`p.user_id = ${userId}`, ...dayConditions(q)], q);
}
