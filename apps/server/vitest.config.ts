import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    // Each worker loads the API's modules once for all its files (ADR 0064): loading them again
    // per file was 249 of the suite's 288 s. Every file still builds its own app on its own
    // database; tests keep to the rules the ADR lists for module-level state.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
