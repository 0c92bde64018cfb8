import { defineConfig } from 'vitest/config';

/**
 * `npm run test:faults`: the money-under-faults suite (faults/*.faults.ts). Separate from
 * `npm test` because it starts its own PostgreSQL and Redis and takes about a minute.
 */
export default defineConfig({
  test: {
    include: ['faults/**/*.faults.ts'],
    testTimeout: 240_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
