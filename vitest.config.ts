import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['apps/*/test/**/*.test.ts', 'packages/*/test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // PGlite instances are memory-hungry WASM; two workers match the machine's two cores.
    maxWorkers: 2,
  },
});
