import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { pageChunkName } from './src/app/page-chunk-names.ts';

/**
 * The production build renders with Preact through its React compatibility layer (ADR 0046):
 * the same components, about 40 KB less JavaScript on every first visit. The dev server and the
 * unit tests (vitest.config.ts) stay on React; the browser journeys run the built site.
 * Exact names only, so packages whose names merely start with "react" (react-router) are not caught.
 */
const PREACT_ALIASES = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
];

/** API prefixes the dev server forwards to the platform server (VITE_API_TARGET). */
const API_PREFIXES = ['/wps/', '/lgw/', '/lotto/', '/static/', '/dev/'];

export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const target = env.VITE_API_TARGET ?? 'http://localhost:3000';
  return {
    plugins: [react()],
    resolve: command === 'build' && !env.VITE_REACT ? { alias: PREACT_ALIASES } : {},
    server: {
      proxy: Object.fromEntries(API_PREFIXES.map((p) => [p, { target, changeOrigin: false }])),
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      target: 'es2022',
      // .vite/manifest.json: which files each page group needs; the server reads it to ask
      // for the home page's group with the page (ADR 0068).
      manifest: true,
      rolldownOptions: {
        output: {
          // "index" is a page group's name, so the entry is called main.
          entryFileNames: 'assets/main-[hash].js',
          // Page groups keep the names the spec lists (download, Vip, byIframe, ...).
          chunkFileNames: (chunk) =>
            `assets/${pageChunkName(chunk.facadeModuleId) ?? '[name]'}-[hash].js`,
          // What the entry needs statically comes in one file beside it, not forty small ones:
          // over HTTP/1.1 (six connections) each file costs a round trip on a slow phone.
          codeSplitting: { groups: [{ name: 'main', tags: ['$initial'] }] },
        },
      },
    },
  };
});
