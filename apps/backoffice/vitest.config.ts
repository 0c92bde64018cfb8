import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'backoffice',
    include: ['src/**/*.test.{ts,tsx}'],
    // Room for a busy CI machine (vitest's default is 5 s a test).
    testTimeout: 20_000,
  },
});
