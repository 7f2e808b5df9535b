import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { backupsApi, Role } from '@parca/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/database.ts';
import { listBackupFiles, writeBackupFile } from '../src/modules/backups/files.ts';
import { createBackups } from '../src/modules/backups/index.ts';
import { createBackupRound } from '../src/modules/backups/runtime.ts';
import { dueBackupSlot } from '../src/modules/backups/schedule.ts';
import { scratchPostgres } from './backup-fixtures.ts';
import {
  createTestApp,
  describeEachDatabase,
  injectRoute,
  type Session,
  signIn,
  type Target,
  type TestApp,
} from './helpers.ts';

const tempDir = () => mkdtemp(path.join(os.tmpdir(), 'parca-backups-'));

describeEachDatabase('backups routes', (target) => {
  let t: TestApp;
  let dir: string;
  let admin: Session;
  let dealer: Session;
  beforeAll(async () => {
    dir = await tempDir();
    // Backups need the database's URL on PostgreSQL (pg_dump); the test app's database has none to give, so the
    // routes are exercised on PGlite and on PostgreSQL through a scratch database below.
    t = await createTestApp(target);
    admin = await signIn(t, Role.Admin);
    dealer = await signIn(t, Role.Kullanici);
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('answers 401 without a token and 403 to a dealer', async () => {
    for (const route of [backupsApi.listBackups, backupsApi.createBackup]) {
      expect((await injectRoute(t, route, {})).statusCode).toBe(401);
      expect((await injectRoute(t, route, {}, dealer.headers)).statusCode).toBe(403);
    }
    const name = 'parca-20261127T030000000Z.sql.gz';
    expect((await injectRoute(t, backupsApi.downloadBackup, { params: { name } })).statusCode).toBe(401);
    expect((await injectRoute(t, backupsApi.downloadBackup, { params: { name } }, dealer.headers)).statusCode).toBe(
      403,
    );
  });

  it('refuses a name that is not a backup (no path can be reached) with 400 naming the field', async () => {
    for (const url of ['/api/backups/..%2F..%2Fetc%2Fpasswd', '/api/backups/parca-1.sql.gz', '/api/backups/.env']) {
      const res = await t.app.inject({ method: 'GET', url, headers: admin.headers });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/Yedek adı/);
    }
  });

  it('without backups set up: the list says why, "Şimdi yedekle" is 409 in Turkish', async () => {
    const list = await injectRoute(t, backupsApi.listBackups, {}, admin.headers);
    expect(list.json()).toMatchObject({ items: [], unavailable: 'Bu sunucuda yedekleme ayarlı değil.' });
    const post = await injectRoute(t, backupsApi.createBackup, {}, admin.headers);
    expect(post.statusCode).toBe(409);
    expect(post.json().message).toMatch(/yedekleme ayarlı değil/);
  });
});

/** An app that backs up its database: PGlite in memory, or a scratch PostgreSQL database dumped by pg_dump. */
async function backingUpApp(target: Target, dir: string, keep = 2) {
  const scratch = target === 'postgres' ? await scratchPostgres() : null;
  const database = await openDatabase(scratch ? { databaseUrl: scratch.url, onIdleConnectionError: () => {} } : {});
  const { buildApp } = await import('../src/app.ts');
  const { TEST_SECRET, TEST_TTL } = await import('./helpers.ts');
  const app = await buildApp({
    db: database.db,
    jwtSecret: TEST_SECRET,
    tokenTtlSeconds: TEST_TTL,
    backups: { dir, keep, schedule: 'off', databaseUrl: scratch?.url },
  });
  await app.ready();
  const t: TestApp = {
    app,
    db: database.db,
    async close() {
      await app.close();
      await database.close();
      await scratch?.drop();
    },
  };
  return { t, url: scratch?.url };
}

describeEachDatabase('backing up', (target) => {
  let t: TestApp;
  let url: string | undefined;
  let dir: string;
  let admin: Session;
  beforeAll(async () => {
    dir = await tempDir();
    ({ t, url } = await backingUpApp(target, dir));
    admin = await signIn(t, Role.Admin);
  }, 30_000);
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('"Şimdi yedekle": 201 with the file, listed, downloaded as gzipped SQL with the migrations table', async () => {
    const post = await injectRoute(t, backupsApi.createBackup, {}, admin.headers);
    expect(post.statusCode).toBe(201);
    const file = post.json();
    expect(file.name).toMatch(/^parca-\d{8}T\d{9}Z\.sql\.gz$/);
    expect(file.bytes).toBeGreaterThan(1000);
    const list = (await injectRoute(t, backupsApi.listBackups, {}, admin.headers)).json();
    expect(list).toMatchObject({ unavailable: null, running: false, keep: 2, schedule: 'off' });
    expect(list.items[0]).toEqual(file);
    const download = await injectRoute(t, backupsApi.downloadBackup, { params: { name: file.name } }, admin.headers);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/gzip');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${file.name}"`);
    const text = gunzipSync(download.rawPayload).toString('utf8');
    expect(text).toContain('CREATE TABLE public.users');
    expect(text).toContain('INSERT INTO drizzle.__drizzle_migrations');
    expect(text).toContain(admin.user.email);
  }, 30_000);

  it('404 for a backup that does not exist', async () => {
    const name = 'parca-20000101T000000000Z.sql.gz';
    const res = await injectRoute(t, backupsApi.downloadBackup, { params: { name } }, admin.headers);
    expect(res.statusCode).toBe(404);
  });

  it('one at a time: a second "Şimdi yedekle" while one runs is 409 in Turkish', async () => {
    const [a, b] = await Promise.all([
      injectRoute(t, backupsApi.createBackup, {}, admin.headers),
      injectRoute(t, backupsApi.createBackup, {}, admin.headers),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect((a.statusCode === 409 ? a : b).json().message).toBe('Bir yedek şu anda alınıyor; bitince yeniden deneyin.');
  }, 30_000);

  it('answers other requests, which read the database, while a backup runs', async () => {
    let done = false;
    const backup = injectRoute(t, backupsApi.createBackup, {}, admin.headers).finally(() => {
      done = true;
    });
    const answers: { status: number; running: boolean }[] = [];
    while (!done) {
      // The access hook reads the session from the database on every call.
      const res = await injectRoute(t, backupsApi.listBackups, {}, admin.headers);
      answers.push({ status: res.statusCode, running: res.json().running });
    }
    expect((await backup).statusCode).toBe(201);
    expect(answers.filter((a) => a.running).length).toBeGreaterThan(1);
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200]));
  }, 30_000);

  it('keeps the newest BACKUP_KEEP files', async () => {
    await injectRoute(t, backupsApi.createBackup, {}, admin.headers);
    const names = (await readdir(dir)).sort();
    expect(names).toHaveLength(2);
    const list = (await injectRoute(t, backupsApi.listBackups, {}, admin.headers)).json();
    expect(list.items.map((i: { name: string }) => i.name)).toEqual([...names].reverse());
  }, 30_000);

  it.runIf(target === 'postgres')(
    'PostgreSQL without pg_dump: backups are the database’s job (list and 409)',
    async () => {
      const path = process.env.PATH;
      process.env.PATH = '/nonexistent';
      try {
        const { t: other } = await backingUpApp('postgres', dir);
        try {
          const otherAdmin = await signIn(other, Role.Admin);
          const list = (await injectRoute(other, backupsApi.listBackups, {}, otherAdmin.headers)).json();
          expect(list.unavailable).toMatch(/pg_dump bulunamadı: yedekler veritabanının işidir/);
          const post = await injectRoute(other, backupsApi.createBackup, {}, otherAdmin.headers);
          expect(post.statusCode).toBe(409);
          expect(post.json().message).toBe(list.unavailable);
        } finally {
          await other.close();
        }
      } finally {
        process.env.PATH = path;
      }
    },
    30_000,
  );

  it.runIf(target === 'postgres')(
    'the schedule backs up once across two processes racing for the slot',
    async () => {
      const dirs = [await tempDir(), await tempDir()];
      const now = new Date('2026-11-27T01:30:00Z'); // 04:30 in Istanbul: the 03:00 slot is due
      const rounds = dirs.map((d) =>
        createBackupRound(t.db, createBackups(t.db, { dir: d, keep: 2, schedule: '03:00', databaseUrl: url }), '03:00'),
      );
      const results = await Promise.all(rounds.map((round) => round(now)));
      expect(results.filter(Boolean)).toHaveLength(1);
      const files = await Promise.all(dirs.map((d) => listBackupFiles(d)));
      expect(files.flat()).toHaveLength(1);
      // The same slot later in the day: taken already, nobody backs up again.
      expect(await Promise.all(rounds.map((round) => round(new Date('2026-11-27T10:00:00Z'))))).toEqual([null, null]);
      await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
    },
    30_000,
  );
});

describe('the schedule and the files', () => {
  it('names the due slot by Istanbul time: today once the time passed, else yesterday', () => {
    expect(dueBackupSlot(new Date('2026-11-27T00:30:00Z'), '03:00')).toBe('2026-11-27 03:00'); // 03:30 Istanbul
    expect(dueBackupSlot(new Date('2026-11-26T23:59:00Z'), '03:00')).toBe('2026-11-26 03:00'); // 02:59 Istanbul
    expect(dueBackupSlot(new Date('2026-11-27T00:00:00Z'), '03:00')).toBe('2026-11-27 03:00'); // 03:00 Istanbul
  });

  it('writes under a temporary name the list never shows, then renames; a failed dump leaves nothing', async () => {
    const dir = await tempDir();
    const name = 'parca-20261127T030000000Z.sql.gz';
    const sql = new PassThrough();
    let ended!: () => void;
    const writing = writeBackupFile(dir, name, sql, new Promise<void>((resolve) => (ended = resolve)));
    sql.write('select 1;\n'.repeat(10_000));
    await expect.poll(() => readdir(dir)).toEqual([`.${name}.tmp`]);
    expect(await listBackupFiles(dir)).toEqual([]);
    sql.end();
    ended();
    await writing;
    expect(await readdir(dir)).toEqual([name]);

    const broken = new PassThrough();
    const failing = writeBackupFile(dir, 'parca-20261128T030000000Z.sql.gz', broken, Promise.resolve());
    broken.write('select 1;\n');
    await expect.poll(() => readdir(dir)).toContain('.parca-20261128T030000000Z.sql.gz.tmp');
    broken.destroy(new Error('pg_dump died'));
    await expect(failing).rejects.toThrow('pg_dump died');
    expect(await readdir(dir)).toEqual([name]);
    expect(existsSync(path.join(dir, `.parca-20261128T030000000Z.sql.gz.tmp`))).toBe(false);
    await rm(dir, { recursive: true, force: true });
  });
});
