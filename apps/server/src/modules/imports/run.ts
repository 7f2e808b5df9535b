import crypto from 'node:crypto';
import {
  type ActivityChanges,
  type BulkStockItem,
  ErrorCode,
  type ImportKind,
  type ImportNewNames,
  type ImportQuery,
  type ImportResult,
  type ImportRow,
  importErrorField,
  importKindNames,
  importPhaseNames,
} from '@parca/contract';
import type { Db, Tx } from '../../db/client.ts';
import { databaseFailure, uniqueViolation } from '../../db/errors.ts';
import { AppError, conflict } from '../../lib/errors.ts';
import { recordActivity } from '../activity/index.ts';
import { catalogTransaction } from '../catalog/index.ts';
import { type CellReader, LineErrors } from './cells.ts';
import { ImportJobTracker } from './jobs.ts';
import type { ImportTable } from './upload.ts';

/** What an import's steps know of the request: who runs it, from which file, and where its progress goes. */
export type ImportContext = {
  actorId: number;
  /** The movement reference of what the import writes ("İçe aktarma: urunler.csv"). */
  reference: string;
  /** Names the step under way on the job ("Ürünler yazılıyor"). */
  step(text: string): void;
};

/** What checking the lines found: each good line's action, the bad lines, and the names it would create. */
export type ImportOutcome = {
  rows: ImportRow[];
  errors: LineErrors;
  newNames?: ImportNewNames;
  /** The bulk-update rows a stock-update file comes to (answered, not kept on the job). */
  items?: BulkStockItem[];
};

/**
 * One import (docs/operations.md#imports): `readLine` reads a line's cells (no database), `check` decides every line against the
 * database before anything is written, and only when no line failed does `write` apply the plan, with set-based
 * statements (never one per line), in the same transaction.
 */
export type Importer<Line, Plan, Kind extends ImportKind = ImportKind> = {
  kind: Kind;
  /** Only reads (the stock-update file's preview): checked in a plain transaction that takes no catalogue lock. */
  readOnly?: boolean;
  /** A line's values, or undefined after noting its errors; the import without a file has none. */
  readLine?(cells: CellReader): Line | undefined;
  /** `errors` holds the lines' reading errors and takes the checking ones (a fresh copy each time it runs). */
  check(
    tx: Tx,
    lines: Line[],
    errors: LineErrors,
    context: ImportContext,
  ): Promise<{ outcome: ImportOutcome; plan: Plan }>;
  write(tx: Tx, plan: Plan, context: ImportContext): Promise<void>;
};

/** Ends the transaction without keeping anything: a file with bad lines. */
class Rollback {
  constructor(readonly outcome: ImportOutcome) {}
}

const noNames: ImportNewNames = { brands: [], series: [], models: [], categories: [], variants: [] };

function toResult(
  kind: ImportKind,
  jobId: string,
  dryRun: boolean,
  lines: number,
  outcome: ImportOutcome,
  applied: boolean,
): ImportResult {
  const count = (action: ImportRow['action']) => outcome.rows.filter((r) => r.action === action).length;
  return {
    jobId,
    kind,
    dryRun,
    applied,
    lines,
    created: count('create'),
    updated: count('update'),
    deleted: count('delete'),
    skipped: count('skip'),
    failed: outcome.errors.failedLines,
    newNames: outcome.newNames ?? noNames,
    // A real run that wrote answers its counts: its lines are the dry run's preview.
    rows: applied ? [] : outcome.rows,
    ...outcome.errors.listed(),
  };
}

/** A real run's bad lines: one 400 naming each line and column, nothing written. */
function badLines(result: ImportResult): AppError {
  const details = result.errors.map((e) => ({
    field: importErrorField(e),
    message: `Satır ${e.line}${e.column ? `, ${e.column}` : ''}: ${e.message}`,
  }));
  return new AppError(
    400,
    ErrorCode.Validation,
    `${result.failed} satırda hata var; hiçbir değişiklik yazılmadı. ${details[0]?.message ?? ''}`.trim(),
    details,
  );
}

/** The status the error handler answers a failure with, for the job (a lost database is a 503, a deadlock a 409). */
function statusOf(err: unknown): number {
  if (err instanceof AppError) return err.statusCode;
  const failure = databaseFailure(err);
  return failure === 'conflict' ? 409 : failure ? 503 : 500;
}
const messageOf = (err: unknown) =>
  err instanceof AppError
    ? err.message
    : 'İçe aktarma yarıda kaldı; hiçbir değişiklik yazılmadı. Lütfen tekrar deneyin.';

/** Checks every line and writes nothing: a dry run, or the stock-update file's preview (a read-only transaction). */
async function checkOnly<Line, Plan>(
  db: Db,
  importer: Importer<Line, Plan>,
  read: { lines: Line[]; errors: LineErrors },
  context: ImportContext,
): Promise<ImportOutcome> {
  const { outcome } = await db.transaction((tx) => importer.check(tx, read.lines, read.errors.copy(), context));
  return outcome;
}

/** An applied import's one activity log entry: how many lines created, updated, deleted and skipped. */
function importCounts(rows: ImportRow[]): ActivityChanges {
  const counts: ActivityChanges = {};
  for (const row of rows) counts[row.action] = [null, ((counts[row.action]?.[1] as number) ?? 0) + 1];
  return counts;
}

/**
 * Checks and, when no line failed, writes in one catalogue transaction. A retried transaction (deadlock) checks again
 * from the lines' reading errors, so nothing is counted twice.
 */
async function checkAndWrite<Line, Plan>(
  db: Db,
  importer: Importer<Line, Plan>,
  read: { lines: Line[]; errors: LineErrors },
  context: ImportContext,
  applying: () => void,
): Promise<{ outcome: ImportOutcome; applied: boolean }> {
  try {
    const outcome = await catalogTransaction(db, async (tx) => {
      const { outcome, plan } = await importer.check(tx, read.lines, read.errors.copy(), context);
      if (outcome.errors.count > 0) throw new Rollback(outcome);
      applying();
      await importer.write(tx, plan, context);
      await recordActivity(tx, {
        actorId: context.actorId,
        entity: 'import',
        action: 'import',
        changes: importCounts(outcome.rows),
        summary: `${importKindNames[importer.kind]} · ${context.reference}`,
      });
      return outcome;
    });
    return { outcome, applied: true };
  } catch (err) {
    if (err instanceof Rollback) return { outcome: err.outcome, applied: false };
    // A stock code or name written by another request between the check and the write (POST /api/stocks is no
    // catalogue write, so it does not wait for the import): the unique index refused it and nothing was kept.
    if (uniqueViolation(err) !== undefined) {
      throw conflict(
        'Bir stok kodu ya da ad bu sırada başka bir işlemle kaydedildi; hiçbir değişiklik yazılmadı. Önizlemeyi yenileyip tekrar deneyin.',
        ErrorCode.Duplicate,
      );
    }
    throw err;
  }
}

/**
 * Runs an import as one catalogue transaction (docs/architecture.md#lock-order: the catalogue row first, then stocks by id): the file is read
 * as it uploads, every line is checked, and the plan is written only if no line failed. A dry run runs the same reading
 * and checking in a transaction that takes no lock and stops before writing (the real run checks again under the
 * catalogue lock, so what changed in between counts). A failure anywhere (a bad line, a lost connection, a killed
 * process) leaves nothing written. Progress and the answer are kept on the job row for the page's poll.
 */
export async function runImport<Line, Plan>(
  db: Db,
  importer: Importer<Line, Plan>,
  request: {
    actorId: number;
    query: ImportQuery;
    bytesTotal: number | null;
    read?: (job: ImportJobTracker) => Promise<ImportTable<Line>>;
  },
): Promise<ImportResult & { items?: BulkStockItem[] }> {
  const dryRun = request.query.dryRun === 'true';
  const jobId = (request.query.jobId ?? crypto.randomUUID()).toLowerCase();
  const job = await ImportJobTracker.start(db, {
    id: jobId,
    userId: request.actorId,
    kind: importer.kind,
    dryRun,
    bytesTotal: request.bytesTotal,
  });
  try {
    job.update({ phase: 'reading', step: importPhaseNames.reading });
    const table = request.read ? await request.read(job) : null;
    const { fileName = null, count = 0 } = table ?? {};
    const read = { lines: table?.lines ?? [], errors: table?.errors ?? new LineErrors() };
    const context: ImportContext = {
      actorId: request.actorId,
      reference: `İçe aktarma: ${fileName || importer.kind}`,
      step: (step) => job.update({ step }),
    };
    job.update({ phase: 'checking', step: importPhaseNames.checking, linesRead: count });
    const { outcome, applied } =
      dryRun || importer.readOnly
        ? { outcome: await checkOnly(db, importer, read, context), applied: false }
        : await checkAndWrite(db, importer, read, context, () =>
            job.update({ phase: 'applying', step: importPhaseNames.applying }),
          );
    const result = toResult(importer.kind, jobId, dryRun, count, outcome, applied);
    if (!dryRun && !applied && !importer.readOnly) {
      const error = badLines(result);
      await job.finish({
        phase: 'failed',
        result: { ...result, rows: [] },
        error: { status: 400, message: error.message },
      });
      throw error;
    }
    await job.finish({ phase: 'done', result: { ...result, rows: [] } });
    return { ...result, items: outcome.items };
  } catch (err) {
    await job.finish({ phase: 'failed', error: { status: statusOf(err), message: messageOf(err) } });
    throw err;
  }
}
