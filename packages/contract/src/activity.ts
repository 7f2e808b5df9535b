import { z } from 'zod';
import { calendarDay, fileFormat, dbId as id, isoDate, paged, pageQuery, queryId } from './common.ts';
import { labelled } from './fields.ts';
import { defineArea } from './route.ts';

/**
 * The activity log of admin writes (docs/domain.md#activity-log): who changed what and when, with each changed field's
 * before and after. Money in a change is integer cents (USD) in a field whose name ends in `Cents`; the rate is a
 * number with 4 decimals.
 */

export const activityEntityValues = [
  'product',
  'stock',
  'rate',
  'user',
  'priceGroup',
  'order',
  'payment',
  'ledger',
  'setting',
  'import',
  'images',
] as const;
export type ActivityEntity = (typeof activityEntityValues)[number];
export const activityEntity = labelled(
  'Kayıt türü',
  z.enum(activityEntityValues, { message: `${activityEntityValues.join(', ')} olmalıdır` }),
);

export const activityActionValues = [
  'create',
  'update',
  'delete',
  'activate',
  'deactivate',
  'bulkUpdate',
  'fetch',
  'confirm',
  'decline',
  'cancel',
  'ship',
  'deliver',
  'return',
  'editLines',
  'record',
  'correct',
  'adjust',
  'import',
  'upload',
] as const;
export type ActivityAction = (typeof activityActionValues)[number];

/** A changed field: its value before and after (null where there was none). */
export type ActivityChange = [unknown, unknown];
/** `{ field: [before, after] }`: only the fields that changed. */
export const activityChanges = z.record(z.string(), z.tuple([z.unknown(), z.unknown()]));
export type ActivityChanges = Record<string, ActivityChange>;

export const activityEntry = z.object({
  id: z.number().int(),
  occurredAt: isoDate,
  /** Null: the system (the scheduled rate fetch). */
  actor: z.object({ id, name: z.string() }).nullable(),
  entity: z.enum(activityEntityValues),
  entityId: id.nullable(),
  action: z.enum(activityActionValues),
  changes: activityChanges,
  summary: z.string().nullable(),
});
export type ActivityEntry = z.infer<typeof activityEntry>;

const activityFilters = {
  entity: activityEntity.optional(),
  entityId: labelled('Kayıt', queryId).optional(),
  userId: labelled('Kullanıcı', queryId).optional(),
  from: calendarDay('Başlangıç tarihi').optional(),
  to: calendarDay('Bitiş tarihi').optional(),
};
export const activityQuery = pageQuery.extend(activityFilters);
export type ActivityQuery = z.infer<typeof activityQuery>;
/** The log as a file: the list's filters, every matching entry (not paged). */
export const activityExportQuery = z.object({ ...activityFilters, format: fileFormat });
export type ActivityExportQuery = z.infer<typeof activityExportQuery>;
export const activityList = paged(activityEntry);
export type ActivityList = z.infer<typeof activityList>;

export const activityApi = defineArea('activity', {
  getActivity: {
    method: 'GET',
    path: '/activity',
    access: 'admin',
    summary: 'Yönetici işlemlerinin geçmişi (kayıt, kullanıcı ve tarih süzgeci; sayfalı, en yeni önce)',
    query: activityQuery,
    status: 200,
    response: activityList,
  },
  exportActivity: {
    method: 'GET',
    path: '/activity/export',
    access: 'admin',
    summary: 'İşlem geçmişi dosya olarak (listenin süzgeçleriyle): CSV (UTF-8 BOM, ;) ya da .xlsx',
    query: activityExportQuery,
    status: 200,
    response: null,
  },
});
