import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'house',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
