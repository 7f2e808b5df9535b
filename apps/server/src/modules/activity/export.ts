import {
  type ActivityExportQuery,
  activityActionNames,
  activityChangesText,
  activityEntityNames,
} from '@parca/contract';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client.ts';
import { turkeyDateTime } from '../../lib/days.ts';
import { sendTable, type TableColumn } from '../../lib/table-files.ts';
import { allActivity } from './list.ts';

const columns: TableColumn[] = [
  { header: 'Tarih', width: 17 },
  { header: 'Kullanıcı', width: 22 },
  { header: 'Kayıt Türü', width: 14 },
  { header: 'Kayıt No', width: 10 },
  { header: 'İşlem', width: 16 },
  { header: 'Özet', width: 30 },
  { header: 'Değişiklikler (önce → sonra)', width: 60 },
];

/** The log as a CSV or .xlsx file, with the list's filters, newest first; values as the page shows them. */
export async function exportActivity(db: Db, q: ActivityExportQuery, reply: FastifyReply): Promise<FastifyReply> {
  const entries = await allActivity(db, q);
  const rows = entries.map((e) => [
    turkeyDateTime(e.occurredAt),
    e.actor?.name ?? 'Sistem',
    activityEntityNames[e.entity],
    e.entityId,
    activityActionNames[e.action],
    e.summary,
    activityChangesText(e.changes),
  ]);
  return sendTable(reply, q.format, 'islem-gecmisi', { sheet: 'İşlem Geçmişi', columns, rows });
}
