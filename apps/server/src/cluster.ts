import cluster, { type Worker } from 'node:cluster';

/** A worker that lived this long before it died is restarted at once; one that dies sooner waits ever longer. */
const STEADY_AFTER_MS = 60_000;
const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 60_000;

/**
 * The primary of `WORKERS=N` (docs/operations.md#several-processes): forks N server processes that share the port
 * (node's cluster hands them the connections in turn), each with its own pool. It serves nothing itself. A worker that
 * dies unexpectedly is replaced, after a delay that doubles while replacements keep dying young, so a server that
 * cannot start does not fork in a tight loop. SIGTERM and SIGINT are passed on to the workers, which finish what they
 * accepted (main.ts); the primary exits when the last has exited, with 1 if any of them failed.
 */
export function superviseWorkers(count: number, log: (line: string) => void = console.log) {
  let stopping = false;
  let failed = false;
  let delay = FIRST_DELAY_MS;
  const startedAt = new Map<Worker, number>();
  const pending = new Set<NodeJS.Timeout>();

  const fork = () => startedAt.set(cluster.fork(), Date.now());
  const exitWhenAllGone = () => {
    if (stopping && Object.keys(cluster.workers ?? {}).length === 0 && pending.size === 0) process.exit(failed ? 1 : 0);
  };

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? Date.now());
    startedAt.delete(worker);
    if (stopping) {
      if (code !== 0) failed = true;
      exitWhenAllGone();
      return;
    }
    const steady = lived >= STEADY_AFTER_MS;
    const wait = steady ? 0 : delay;
    delay = steady ? FIRST_DELAY_MS : Math.min(delay * 2, MAX_DELAY_MS);
    log(
      `Sunucu işlemi ${worker.process.pid} beklenmedik biçimde durdu (${signal ?? `çıkış kodu ${code}`}); ` +
        `${Math.round(wait / 1000)} sn sonra yenisi başlatılacak / worker died, restarting`,
    );
    const timer = setTimeout(() => {
      pending.delete(timer);
      fork();
    }, wait);
    pending.add(timer);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const timer of pending) clearTimeout(timer);
    pending.clear();
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    exitWhenAllGone();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  log(`${count} sunucu işlemi başlatılıyor (ana işlem ${process.pid}) / starting ${count} workers`);
  for (let i = 0; i < count; i++) fork();
}
