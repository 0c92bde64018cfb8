import { defineConfig } from 'vitest/config';

/** `npm test` runs every workspace's tests: packages, server (on a real or embedded db), web. */
export default defineConfig({
  test: {
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
