import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // findBy*/waitFor wait up to 5 s (src/test/setup.ts); a test needs room for more than one
    // of them on a machine running several suites at once (vitest's default is 5 s a test).
    testTimeout: 20_000,
    // A stylesheet read as text (`?raw`, the stylesheet checks in src/theme) gets its text;
    // imported for its styles it stays empty, as Vitest leaves every stylesheet by default.
    css: { include: [/\.css\?raw$/] },
  },
});
