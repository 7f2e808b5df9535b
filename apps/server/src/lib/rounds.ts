/**
 * A job's rounds in one process (the rate fetch, the nightly backup): a round now, then `everyMs` after each one ends,
 * never two at once; a round that throws goes to `failed` and the next one tries again. `stop()` waits for the round
 * under way, so a stopping server closes its database after it.
 */
export function repeatRounds(round: () => Promise<unknown>, everyMs: number, failed: (err: unknown) => void) {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<unknown> = Promise.resolve();
  const loop = () => {
    if (stopped) return;
    current = round()
      .catch(failed)
      .finally(() => {
        if (!stopped) timer = setTimeout(loop, everyMs).unref();
      });
  };
  loop();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
