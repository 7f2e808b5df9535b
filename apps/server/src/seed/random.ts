/** A small deterministic PRNG (mulberry32), so every run makes the same demo data. */
export function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export type Random = ReturnType<typeof random>;

/** A whole number in [min, max]. */
export const between = (next: Random, min: number, max: number) => min + Math.floor(next() * (max - min + 1));

/** One of the items. */
export const pick = <T>(next: Random, items: readonly T[]): T => items[Math.floor(next() * items.length)];
