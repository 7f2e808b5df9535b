import { type PaymentsExportQuery, paymentMethodNames } from '@parca/contract';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client.ts';
import { turkeyDateTime, turkishDay } from '../../lib/days.ts';
import { sendTable, type TableColumn } from '../../lib/table-files.ts';
import { allPayments } from './list.ts';

const columns: TableColumn[] = [
  { header: 'Makbuz No', width: 16 },
  { header: 'Ödeme Tarihi', width: 13 },
  { header: 'Bayi', width: 24 },
  { header: 'Firma', width: 28 },
  { header: 'Yöntem', width: 13 },
  { header: 'Tutar', decimals: 2, width: 14 },
  { header: 'Para Birimi', width: 11 },
  { header: 'Kur', decimals: 4, width: 10 },
  { header: 'Tutar (USD)', decimals: 2, width: 14 },
  { header: 'Not', width: 30 },
  { header: 'Giren', width: 20 },
  { header: 'Giriş', width: 17 },
];

/** The admin's payments as a CSV or .xlsx file, with the list's filters, newest paid day first. */
export async function exportPayments(db: Db, q: PaymentsExportQuery, reply: FastifyReply): Promise<FastifyReply> {
  const payments = await allPayments(db, q);
  const rows = payments.map((p) => [
    p.receiptNo,
    turkishDay(p.paidAt),
    p.user.name,
    p.user.companyName,
    paymentMethodNames[p.method],
    p.amountCents / 100,
    p.currency,
    p.rate,
    p.usdCents / 100,
    p.note,
    p.createdBy?.name ?? null,
    turkeyDateTime(p.createdAt),
  ]);
  return sendTable(reply, q.format, 'tahsilatlar', { sheet: 'Tahsilatlar', columns, rows });
}
