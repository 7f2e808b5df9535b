/**
 * An import whose server died (kill -9, a crash, a power cut) leaves its job row "applying": its transaction died with
 * the server, so nothing was written, and the page must say so instead of polling forever. A server's start fails the
 * jobs it knows are dead (every unfinished one when it is the database's only server, PGlite; those that missed their
 * heartbeats otherwise), and any poll fails a job that missed its heartbeats. The rows are written as a killed server
 * leaves them; `imports-kill.test.ts` kills a real server mid-import on PostgreSQL.
 */
import crypto from 'node:crypto';
import { importsApi, Role } from '@parca/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Db, query } from '../src/db/client.ts';
import { ABANDONED_AFTER_SECONDS } from '../src/modules/imports/jobs.ts';
import { databaseTargets, injectRoute, type Session, signIn, TEST_SECRET, TEST_TTL, useApiSuite } from './helpers.ts';

/** A job row as a server killed in the middle of its import leaves it, last touched `secondsAgo`. */
async function leftUnfinished(db: Db, userId: number, secondsAgo: number) {
  const id = crypto.randomUUID();
  await db.execute(sql`insert into import_jobs (id, user_id, kind, dry_run, phase, step, lines_read, updated_at)
    values (${id}, ${userId}, 'add-products', false, 'applying', 'Değişiklikler yazılıyor', 300,
            now() - make_interval(secs => ${secondsAgo}))`);
  return id;
}

const phaseOf = async (db: Db, id: string) =>
  (await query<{ phase: string }>(db, sql`select phase from import_jobs where id = ${id}`))[0].phase;

/** A second server starting on the same database, as after a restart. */
async function startAnotherServer(db: Db, soleServer: boolean) {
  const app = await buildApp({ db, jwtSecret: TEST_SECRET, tokenTtlSeconds: TEST_TTL, soleServer });
  await app.ready();
  await app.close();
}

describe.each(databaseTargets)('imports abandoned by their server [%s]', (target) => {
  const { t, admin } = useApiSuite(target);

  const poll = (id: string, session: Session = admin) =>
    injectRoute(t, importsApi.getImportJob, { params: { id } }, session.headers);

  it('the only server fails every unfinished job at its start, with the reason in Turkish', async () => {
    const justNow = await leftUnfinished(t.db, admin.user.id, 1);
    await startAnotherServer(t.db, true);
    const res = await poll(justNow);
    expect(res.statusCode).toBe(200);
    const job = res.json();
    expect(job.phase).toBe('failed');
    expect(job.step).toBeNull();
    expect(job.finishedAt).not.toBeNull();
    expect(job.error).toEqual({ status: 503, message: expect.stringMatching(/^İçe aktarma yarıda kaldı/) });
    expect(job.error.message).toContain('dosyayı yeniden yükleyin');
  });

  it('one of several servers fails at its start only jobs that missed their heartbeats', async () => {
    const alive = await leftUnfinished(t.db, admin.user.id, 1);
    const dead = await leftUnfinished(t.db, admin.user.id, ABANDONED_AFTER_SECONDS + 30);
    await startAnotherServer(t.db, false);
    expect(await phaseOf(t.db, alive)).toBe('applying');
    expect(await phaseOf(t.db, dead)).toBe('failed');
  });

  it('a poll fails a job that missed its heartbeats, and leaves a live one running', async () => {
    const alive = await leftUnfinished(t.db, admin.user.id, ABANDONED_AFTER_SECONDS - 30);
    const dead = await leftUnfinished(t.db, admin.user.id, ABANDONED_AFTER_SECONDS + 30);
    expect((await poll(alive)).json()).toMatchObject({ phase: 'applying', linesRead: 300, error: null });
    expect((await poll(dead)).json()).toMatchObject({ phase: 'failed', linesRead: 300, error: { status: 503 } });
    // Answered from the row the poll marked: the next poll reads the same.
    expect((await poll(dead)).json()).toMatchObject({ phase: 'failed', error: { status: 503 } });
  });

  it("another admin's poll neither sees nor marks the job", async () => {
    const dead = await leftUnfinished(t.db, admin.user.id, ABANDONED_AFTER_SECONDS + 30);
    const stranger = await signIn(t, Role.Admin);
    expect((await poll(dead, stranger)).statusCode).toBe(404);
    expect(await phaseOf(t.db, dead)).toBe('applying');
  });
});
