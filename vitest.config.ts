import { defineConfig } from 'vitest/config';

/** `npm test` runs every workspace's tests: packages, server (on a real or embedded db), web. */
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/server', 'apps/web'],
  },
});
