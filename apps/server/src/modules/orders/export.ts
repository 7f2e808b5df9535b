import { type OrdersExportQuery, orderStatusNames } from '@parca/contract';
import { sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { type Db, query } from '../../db/client.ts';
import { turkeyDateTime } from '../../lib/days.ts';
import { whereAll } from '../../lib/search.ts';
import { EXPORT_MAX_ROWS, sendTable, type TableColumn } from '../../lib/table-files.ts';
import { adminOrderConditions } from './list.ts';
import { readSummaries } from './read.ts';

const money = (header: string): TableColumn => ({ header, decimals: 2, width: 14 });
const columns: TableColumn[] = [
  { header: 'Sipariş No', width: 16 },
  { header: 'Tarih', width: 17 },
  { header: 'Bayi', width: 24 },
  { header: 'Firma', width: 28 },
  { header: 'Durum', width: 12 },
  money('Ara Toplam (USD)'),
  money('İskonto (USD)'),
  money('KDV (USD)'),
  money('Genel Toplam (USD)'),
  money('Genel Toplam (TL)'),
  { header: 'Dolar Kuru', decimals: 4, width: 12 },
  money('İade (USD)'),
  { header: 'Kargo Firması', width: 18 },
  { header: 'Takip No', width: 20 },
];

/** The admin's orders as a CSV or .xlsx file, with the list's filters, newest first. */
export async function exportOrders(db: Db, q: OrdersExportQuery, reply: FastifyReply): Promise<FastifyReply> {
  const orders = await readSummaries(
    db,
    sql`select o.* from orders o join users u on u.id = o.user_id ${whereAll(adminOrderConditions(q))}
        order by o.created_at desc, o.id desc limit ${EXPORT_MAX_ROWS}`,
  );
  // The shipments of the file's orders in one statement (the summaries the lists share do not carry them).
  const shipments = await query<{ id: number; carrierName: string | null; trackingNo: string | null }>(
    db,
    sql`select id, carrier_name as "carrierName", tracking_no as "trackingNo" from orders
        where id = any(${sql.param(orders.map((o) => o.id))}::int[])`,
  );
  const shipmentOf = new Map(shipments.map((s) => [s.id, s]));
  const rows = orders.map((o) => [
    o.orderNo,
    turkeyDateTime(o.createdAt),
    o.dealer.name,
    o.dealer.company,
    orderStatusNames[o.status],
    o.totals.usd.subtotal / 100,
    o.totals.usd.discount / 100,
    o.totals.usd.kdv / 100,
    o.totals.usd.total / 100,
    o.totals.try.total / 100,
    o.dolarKuru,
    o.returned.usd.total / 100,
    shipmentOf.get(o.id)?.carrierName ?? null,
    shipmentOf.get(o.id)?.trackingNo ?? null,
  ]);
  return sendTable(reply, q.format, 'siparisler', { sheet: 'Siparişler', columns, rows });
}
