// Builds the platform API (with the house vendor it starts, and the bench's platform server) to
// JavaScript in apps/server/dist/, when a source it was built from is newer than the build
// (ADR 0043). `npm start`, `npm run start:cluster` and `npm run bench` run what this builds;
// development and tests keep running the TypeScript through tsx and vitest.
//
// esbuild bundles our own code — apps/server, apps/house and the workspace packages, which
// export TypeScript sources — and leaves every npm package external, resolved from
// node_modules at run time as before (native modules, PGlite's wasm). Files that find
// things beside themselves at run time (the migrations' .sql files, the house's client
// assets, createRequire) see their own source path: `import.meta.url` in our sources is
// rewritten to the source file's address, relative to the bundle, so the built server reads
// the same files in place and the repository can still move.
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, stop } from 'esbuild';
import { root } from './build-sites.mjs';

export const serverDist = path.join(root, 'apps/server/dist');
export const serverMain = path.join(serverDist, 'main.js');
export const benchPlatform = path.join(serverDist, 'bench-platform.js');
const metaFile = path.join(serverDist, 'meta.json');

const ENTRY_POINTS = {
  main: path.join(root, 'apps/server/src/main.ts'),
  'bench-platform': path.join(root, 'bench/servers/platform.ts'),
};

/** Bare imports of npm packages stay imports; our workspace packages (@wl/*) are bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@wl/') || path.isAbsolute(args.path)) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/** `import.meta.url` in our sources → the source file's own URL, relative to the bundle. */
const sourceFileUrls = {
  name: 'source-file-urls',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return { contents: source, loader: 'ts' };
      const fromBundle = path.relative(serverDist, args.path).split(path.sep).join('/');
      const url = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
      return { contents: source.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};

/** True when there is no build, or one of the files it was built from changed since. */
export function serverBuildIsStale() {
  if (!existsSync(metaFile) || !existsSync(serverMain) || !existsSync(benchPlatform)) return true;
  const builtAt = statSync(metaFile).mtimeMs;
  const { inputs } = JSON.parse(readFileSync(metaFile, 'utf8'));
  return Object.keys(inputs).some((input) => {
    const file = path.join(root, input);
    return !existsSync(file) || statSync(file).mtimeMs > builtAt;
  });
}

export async function buildServer() {
  const result = await build({
    absWorkingDir: root,
    entryPoints: ENTRY_POINTS,
    outdir: serverDist,
    bundle: true,
    splitting: true, // main.js and bench-platform.js share the same chunks of built code
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
    plugins: [externalPackages, sourceFileUrls],
    banner: { js: '// Built by scripts/build-server.mjs from apps/server/src; do not edit.' },
  });
  writeFileSync(metaFile, JSON.stringify(result.metafile));
  // esbuild keeps a service process for further builds; `npm start` makes none.
  await stop();
  return result;
}

export async function buildServerIfStale() {
  if (!serverBuildIsStale()) return false;
  console.log('building the platform API…');
  await buildServer();
  return true;
}

// `node scripts/build-server.mjs` builds unconditionally.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildServer();
