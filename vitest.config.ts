import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** `npm test` runs every workspace's tests: packages, server (on a real or embedded db), web. */
export default defineConfig({
  test: {
    // Vitest's default is one file at a time on two cores (cores - 1), yet most files wait on
    // PostgreSQL: two at once took the PostgreSQL run from 32 to 15 minutes on a busy 2-core
    // machine, with every file keeping its own database.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      'packages/money',
      'packages/contract',
      'apps/server',
      'apps/web',
      'apps/house',
      'apps/backoffice',
      'bench',
    ],
  },
});
