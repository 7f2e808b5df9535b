import type { ImportJob, ImportKind, ImportPhase, ImportResult } from '@parca/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, query } from '../../db/client.ts';
import { isoString } from '../../lib/days.ts';
import { conflict, notFound } from '../../lib/errors.ts';

/**
 * An import's progress, kept in `import_jobs` so that the page's poll reaches it through any server instance. Written
 * on the pool, outside the import's transaction (which commits all or nothing), at most every 250 ms and never waited
 * for: on PGlite, whose one connection runs one transaction at a time, a progress write simply waits until the import
 * commits, while on PostgreSQL it shows at once.
 */

type Progress = { phase?: ImportPhase; step?: string | null; bytesRead?: number; linesRead?: number };
type Final = { phase: 'done' | 'failed'; result?: ImportResult; error?: { status: number; message: string } };
type Fields = Progress & Omit<Partial<Final>, 'phase'> & { finished?: boolean };

const WRITE_EVERY_MS = 250;
/** A running job touches its row this often, so that a job whose server died can be told from a slow one. */
const HEARTBEAT_MS = 15_000;
/** Unfinished and untouched this long (eight heartbeats missed): its server is gone, and so is its transaction. */
export const ABANDONED_AFTER_SECONDS = 120;

function assignments(fields: Fields): SQL[] {
  const set: SQL[] = [sql`updated_at = now()`];
  if (fields.phase !== undefined) set.push(sql`phase = ${fields.phase}`);
  if (fields.step !== undefined) set.push(sql`step = ${fields.step}`);
  if (fields.bytesRead !== undefined) set.push(sql`bytes_read = ${fields.bytesRead}`);
  if (fields.linesRead !== undefined) set.push(sql`lines_read = ${fields.linesRead}`);
  if (fields.result !== undefined) set.push(sql`result = ${JSON.stringify(fields.result)}::jsonb`);
  if (fields.error !== undefined) set.push(sql`error = ${JSON.stringify(fields.error)}::jsonb`);
  if (fields.finished) set.push(sql`finished_at = now()`);
  return set;
}

export class ImportJobTracker {
  private pending: Progress = {};
  private hasPending = false;
  private writes: Promise<void> = Promise.resolve();
  private writing = false;
  private lastWrite = 0;
  private timer: NodeJS.Timeout | undefined;
  private readonly heartbeat: NodeJS.Timeout;
  private finished = false;
  private closed = false;

  private constructor(
    private readonly db: Db,
    readonly id: string,
  ) {
    // An empty update still writes updated_at: proof of life for other instances' polls (abandonedJobs).
    this.heartbeat = setInterval(() => this.update({}), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /** Creates the job's row (and drops rows older than a week); 409 when the page reused a job id. */
  static async start(
    db: Db,
    job: { id: string; userId: number; kind: ImportKind; dryRun: boolean; bytesTotal: number | null },
  ): Promise<ImportJobTracker> {
    const rows = await query<{ id: string }>(
      db,
      sql`with expired as (delete from import_jobs where created_at < now() - interval '7 days')
          insert into import_jobs (id, user_id, kind, dry_run, bytes_total)
          values (${job.id}, ${job.userId}, ${job.kind}, ${job.dryRun}, ${job.bytesTotal})
          on conflict (id) do nothing returning id`,
    );
    if (rows.length === 0) throw conflict('Bu iş kimliği zaten kullanıldı; sayfayı yenileyip tekrar deneyin.');
    return new ImportJobTracker(db, job.id);
  }

  private write(fields: Fields): Promise<void> {
    return this.db
      .execute(sql`update import_jobs set ${sql.join(assignments(fields), sql`, `)} where id = ${this.id}`)
      .then(() => undefined);
  }

  /** Records progress; the latest figures are written within 250 ms, older ones are dropped. */
  update(progress: Progress) {
    if (this.finished) return;
    Object.assign(this.pending, progress);
    this.hasPending = true;
    this.schedule();
  }

  private schedule() {
    if (this.writing || this.timer || !this.hasPending || this.finished) return;
    this.timer = setTimeout(
      () => {
        this.timer = undefined;
        this.flush();
      },
      Math.max(0, this.lastWrite + WRITE_EVERY_MS - Date.now()),
    );
    this.timer.unref();
  }

  private flush() {
    if (!this.hasPending || this.finished) return;
    const progress = this.pending;
    this.pending = {};
    this.hasPending = false;
    this.writing = true;
    this.writes = this.write(progress)
      // Progress is for the eye: a failed write must not fail the import.
      .catch(() => {})
      .finally(() => {
        this.writing = false;
        this.lastWrite = Date.now();
        this.schedule();
      });
  }

  /** Writes the outcome once any progress write under way has landed. */
  async finish(final: Final): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.finished = true;
    clearTimeout(this.timer);
    clearInterval(this.heartbeat);
    await this.writes;
    await this.write({ ...this.pending, ...final, step: null, finished: true }).catch(() => {});
  }
}

type JobRow = {
  id: string;
  kind: ImportKind;
  dryRun: boolean;
  phase: ImportPhase;
  step: string | null;
  bytesRead: number;
  bytesTotal: number | null;
  linesRead: number;
  result: ImportResult | null;
  error: ImportJob['error'];
  createdAt: Date | string;
  updatedAt: Date | string;
  finishedAt: Date | string | null;
};

const abandonedError = {
  status: 503,
  message:
    'İçe aktarma yarıda kaldı: sunucu durdu ya da yeniden başladı. Yarıda kalan bir içe aktarma hiçbir değişiklik ' +
    'yazmaz (hepsi ya da hiçbiri); dosyayı yeniden yükleyin.',
};

/**
 * Marks failed the unfinished jobs whose server is gone, which would otherwise show "applying" forever: those that
 * missed their heartbeats, or, for a server that is the database's only one (PGlite, whose data directory one process
 * holds), every unfinished job at its start. Their transaction died with the server, so nothing of them was written.
 */
function abandonedJobs(which: { id: string; userId: number } | { everyUnfinished: boolean }): SQL {
  const stale =
    'everyUnfinished' in which && which.everyUnfinished
      ? sql`true`
      : sql`updated_at < now() - make_interval(secs => ${ABANDONED_AFTER_SECONDS})`;
  const job = 'id' in which ? sql`id = ${which.id} and user_id = ${which.userId}` : sql`true`;
  return sql`update import_jobs
             set phase = 'failed', step = null, error = ${JSON.stringify(abandonedError)}::jsonb,
                 finished_at = now(), updated_at = now()
             where finished_at is null and ${job} and ${stale}`;
}

/** At a server's start (see abandonedJobs). */
export async function failAbandonedImportJobs(db: Db, { soleServer }: { soleServer: boolean }): Promise<void> {
  await db.execute(abandonedJobs({ everyUnfinished: soleServer }));
}

const jobColumns = sql`id, kind, dry_run as "dryRun", phase, step, bytes_read as "bytesRead", bytes_total as "bytesTotal",
  lines_read as "linesRead", result, error, created_at as "createdAt", updated_at as "updatedAt",
  finished_at as "finishedAt"`;

/**
 * A job of the signed-in admin (another admin's job is not found), marked failed first when its server is gone, in
 * the same statement: an instance that died mid-import is seen by the next poll on any other.
 */
export async function readImportJob(db: Db, id: string, userId: number): Promise<ImportJob> {
  const [row] = await query<JobRow>(
    db,
    sql`with abandoned as (${abandonedJobs({ id, userId })} returning ${jobColumns})
        select * from abandoned
        union all
        select ${jobColumns} from import_jobs
        where id = ${id} and user_id = ${userId} and not exists (select 1 from abandoned)`,
  );
  if (!row) throw notFound('İçe aktarma işi bulunamadı.');
  return {
    id: row.id,
    kind: row.kind,
    dryRun: row.dryRun,
    phase: row.phase,
    step: row.step,
    bytesRead: row.bytesRead,
    bytesTotal: row.bytesTotal,
    linesRead: row.linesRead,
    startedAt: isoString(row.createdAt),
    updatedAt: isoString(row.updatedAt),
    finishedAt: row.finishedAt ? isoString(row.finishedAt) : null,
    result: row.result,
    error: row.error,
  };
}
