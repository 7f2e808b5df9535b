import { describe, expect, it } from 'vitest';
import { Semaphore } from '../src/lib/semaphore.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('Semaphore', () => {
  it('runs at most two tasks at once and starts the others in arrival order', async () => {
    const gate = new Semaphore(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        gate.run(async () => {
          started.push(i);
          running++;
          most = Math.max(most, running);
          await sleep(5 + (i % 3) * 5);
          running--;
          return i * 10;
        }),
      ),
    );
    expect(results).toEqual([0, 10, 20, 30, 40, 50, 60, 70]);
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(gate.running).toBe(0);
    expect(gate.waiting).toBe(0);
  });

  it('frees the turn of a task that fails', async () => {
    const gate = new Semaphore(1);
    await expect(gate.run(() => Promise.reject(new Error('bozuk')))).rejects.toThrow('bozuk');
    await expect(gate.run(async () => 'sonraki')).resolves.toBe('sonraki');
    expect(gate.running).toBe(0);
  });
});
