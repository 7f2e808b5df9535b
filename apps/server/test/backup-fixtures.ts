import pg from 'pg';
import { scratchDatabaseName } from './helpers.ts';

/** An empty database on the test PostgreSQL server whose URL the test needs (a restore's target, pg_dump's source). */
export async function scratchPostgres() {
  const base = new URL(process.env.TEST_DATABASE_URL as string);
  const name = scratchDatabaseName();
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
