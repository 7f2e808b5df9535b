/**
 * At most `limit` tasks run at once; the others wait their turn in arrival order. Used to keep memory-heavy work
 * (image conversion) from running for every request at the same time.
 */
export class Semaphore {
  #running = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError('limit must be a positive integer');
  }

  /** Tasks running now. */
  get running(): number {
    return this.#running;
  }

  /** Tasks waiting for a turn. */
  get waiting(): number {
    return this.#waiting.length;
  }

  /** Runs the task when a turn is free and frees the turn when it settles (also when it throws). */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#running < this.limit) {
      this.#running++;
    } else {
      // The finishing task hands its turn straight to us, so #running stays counted and nobody can jump the queue.
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    }
    try {
      return await task();
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running--;
    }
  }
}
