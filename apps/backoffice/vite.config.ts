import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The back office is built on its own and served by the API server under /backoffice/, so the
 * player site's bundle never contains it. The dev server forwards /ops to the API.
 */
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const target = env.VITE_API_TARGET ?? 'http://localhost:3000';
  return {
    base: '/backoffice/',
    plugins: [react()],
    server: { port: 5174, proxy: { '/ops/': { target, changeOrigin: false } } },
    build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' },
  };
});
