import { describe, expect, it } from 'vitest';
import { repeatRounds } from '../src/lib/rounds.ts';

describe('repeatRounds (the rate fetch and the nightly backup run their rounds with it)', () => {
  it('runs one round at a time, goes on after a failed one, and stop() waits for the round under way', async () => {
    let running = 0;
    let most = 0;
    let rounds = 0;
    const failures: unknown[] = [];
    let release: () => void = () => {};
    const job = repeatRounds(
      async () => {
        running++;
        most = Math.max(most, running);
        rounds++;
        // The third round hangs until released: stop() must wait for it.
        if (rounds === 3) await new Promise<void>((resolve) => (release = resolve));
        running--;
        if (rounds === 1) throw new Error('veritabanı yok');
      },
      1,
      (err) => failures.push(err),
    );
    await expect.poll(() => rounds).toBe(3);
    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(stopped).toBe(true);
    expect(most).toBe(1);
    expect(failures).toHaveLength(1);
    // No round after stop().
    const after = rounds;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(rounds).toBe(after);
  });
});
