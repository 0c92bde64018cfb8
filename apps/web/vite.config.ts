import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { pageChunkName } from './src/app/page-chunk-names.ts';

/** API prefixes the dev server forwards to the platform server (VITE_API_TARGET). */
const API_PREFIXES = ['/wps/', '/lgw/', '/lotto/', '/static/', '/dev/'];

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const target = env.VITE_API_TARGET ?? 'http://localhost:3000';
  return {
    plugins: [react()],
    server: {
      proxy: Object.fromEntries(API_PREFIXES.map((p) => [p, { target, changeOrigin: false }])),
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      target: 'es2022',
      rolldownOptions: {
        output: {
          // "index" is a page group's name, so the entry is called main.
          entryFileNames: 'assets/main-[hash].js',
          // Page groups keep the names the spec lists (download, Vip, byIframe, ...).
          chunkFileNames: (chunk) =>
            `assets/${pageChunkName(chunk.facadeModuleId) ?? '[name]'}-[hash].js`,
        },
      },
    },
  };
});
