import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The version in the root package.json: what `npm start` runs. */
export const appVersion: string =
  (
    JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../../package.json'), 'utf8')) as {
      version?: string;
    }
  ).version ?? 'geliştirme';

export type BannerFacts = {
  url: string;
  /** "PGlite" or "PostgreSQL 127.0.0.1:5432/parca" (never the password). */
  database: string;
  dataDir: string;
  /** Where and how often backups are taken; undefined: no backups line. */
  backups?: string;
  version?: string;
  /** This process's id: with WORKERS=N each worker prints its own banner. */
  pid?: number;
};

/** "postgres://user:secret@db:5432/parca" → "db:5432/parca": what the banner may print. */
export function databaseLabel(databaseUrl: string | undefined): string {
  if (!databaseUrl) return 'PGlite (gömülü)';
  const url = new URL(databaseUrl);
  return `PostgreSQL ${url.host}${url.pathname}`;
}

/** "/srv/parca/backups (her gün 03:00, İstanbul; son 14 yedek)": where backups go and when (docs/operations.md#backups-and-restore). */
export function backupsLabel(backups: { dir: string; keep: number; schedule: string }): string {
  const when = backups.schedule === 'off' ? 'zamanlanmış yedek kapalı' : `her gün ${backups.schedule}, İstanbul`;
  return `${backups.dir} (${when}; son ${backups.keep} yedek)`;
}

/** The lines printed once the server listens: where to open it and what it works with. */
export function startBanner(facts: BannerFacts): string[] {
  return [
    '',
    `Parça B2B ${facts.version ?? appVersion} hazır: ${facts.url}${facts.pid ? `  (işlem ${facts.pid})` : ''}`,
    `  Veritabanı:    ${facts.database}`,
    `  Veri dizini:   ${facts.dataDir}`,
    ...(facts.backups ? [`  Yedekler:      ${facts.backups}`] : []),
  ];
}
