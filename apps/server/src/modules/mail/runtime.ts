import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { createMailSchedule } from './schedule.ts';
import { type DeliveryCounts, deliverDueMails, type MailSetup } from './sender.ts';

export type MailSenderOptions = {
  db: Db;
  setup: MailSetup;
  log: FastifyBaseLogger;
  /** Between two rounds (MAIL_POLL_INTERVAL). */
  pollMs: number;
  /** The clock of the schedule (tests move it). */
  now?: () => Date;
};

/** The sender of one server process: a round every `pollMs`, and one on demand. */
export type MailSender = {
  setup: MailSetup;
  /** Runs a round now (after the one under way) and answers what it did. */
  deliverNow(): Promise<DeliveryCounts>;
  stop(): Promise<void>;
};

/** The schedule's statements are read at most this often (the monthly and daily checks are cheap but not free). */
const SCHEDULE_EVERY_MS = 60_000;

/**
 * Starts the sender every server process runs (app.ts, on ready): each round runs the schedule (monthly statements,
 * the daily digest) when due and then `deliverDueMails`. Rounds never overlap within a process; across processes
 * the rows' locks keep them apart. A round that fails (the database is away) is logged and the next one tries again.
 */
export function startMailSender(options: MailSenderOptions): MailSender {
  const { db, setup, log, pollMs } = options;
  const now = options.now ?? (() => new Date());
  const runSchedule = createMailSchedule();
  let scheduledAt = 0;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let chain: Promise<unknown> = Promise.resolve();

  const round = async (): Promise<DeliveryCounts> => {
    const at = now();
    if (at.getTime() - scheduledAt >= SCHEDULE_EVERY_MS || at.getTime() < scheduledAt) {
      await runSchedule(db, at);
      scheduledAt = at.getTime();
    }
    return deliverDueMails(db, setup, log);
  };
  const enqueueRound = () => {
    const next = chain.then(round);
    chain = next.catch((err) => log.warn({ err }, 'e-posta gönderici turu başarısız; sonraki turda yeniden denenecek'));
    return next;
  };
  const loop = () => {
    if (stopped) return;
    void enqueueRound()
      .catch(() => {})
      .finally(() => {
        if (!stopped) timer = setTimeout(loop, pollMs).unref();
      });
  };
  loop();

  return {
    setup,
    deliverNow: enqueueRound,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await chain;
    },
  };
}
