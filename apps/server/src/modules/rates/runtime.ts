import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { repeatRounds } from '../../lib/rounds.ts';
import { createRateSchedule } from './schedule.ts';
import type { RateSourceSetup } from './tcmb-fetch.ts';

/** How often a process looks whether a scheduled fetch is due (the slots are 15 minutes apart). */
const ROUND_EVERY_MS = 60_000;

/**
 * The rate schedule every server process runs (app.ts, on ready): a round a minute, never two at once; a round that
 * fails (the database is away) is logged and the next one tries again.
 */
export function startRateFetcher(options: { db: Db; setup: RateSourceSetup; log: FastifyBaseLogger }) {
  const { db, setup, log } = options;
  const run = createRateSchedule(setup);
  return repeatRounds(
    () => run(db, new Date()),
    ROUND_EVERY_MS,
    (err) => log.warn({ err }, 'kur alım turu başarısız; sonraki turda yeniden denenecek'),
  );
}
