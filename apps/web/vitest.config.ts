import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // One jsdom and one module graph per worker for all its files: building jsdom again for
    // every file was 112 of the project's 122 s. setup.ts resets what a file leaves behind
    // (DOM, storage, cookies, URL, language) and waits for the lazy imports a test started.
    isolate: false,
    restoreMocks: true,
    // findBy*/waitFor wait up to 5 s (src/test/setup.ts); a test needs room for more than one
    // of them on a machine running several suites at once (vitest's default is 5 s a test).
    testTimeout: 20_000,
    // A stylesheet read as text (`?raw`, the stylesheet checks in src/theme) gets its text;
    // imported for its styles it stays empty, as Vitest leaves every stylesheet by default.
    css: { include: [/\.css\?raw$/] },
  },
});
