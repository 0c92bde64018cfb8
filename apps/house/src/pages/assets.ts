import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { build } from 'esbuild';

/**
 * The page scripts are TypeScript under src/client, bundled with esbuild on first request and
 * kept in memory (a few tens of kB each), so the house needs no build step to start.
 * `npm run build -w @wl/house` writes the same bundles to dist/assets.
 */
export const CLIENT_DIR = fileURLToPath(new URL('../client', import.meta.url));
export const CLIENT_ENTRIES = ['slot', 'dice', 'crash', 'baccarat', 'verify', 'round', 'lottery', 'lottery-verify', 'lottery-lobby', 'sports'] as const;
export type ClientEntry = (typeof CLIENT_ENTRIES)[number];

const cache = new Map<ClientEntry, Promise<string>>();

export function isClientEntry(name: string): name is ClientEntry {
  return (CLIENT_ENTRIES as readonly string[]).includes(name);
}

export async function bundleClient(name: ClientEntry): Promise<string> {
  const result = await build({
    entryPoints: [path.join(CLIENT_DIR, `${name}.ts`)],
    bundle: true,
    format: 'esm',
    target: 'es2020',
    minify: true,
    write: false,
    legalComments: 'none',
    logLevel: 'silent',
  });
  const file = result.outputFiles[0];
  if (!file) throw new Error(`esbuild produced nothing for ${name}`);
  return file.text;
}

export function clientBundle(name: ClientEntry): Promise<string> {
  let pending = cache.get(name);
  if (!pending) {
    pending = bundleClient(name);
    pending.catch(() => cache.delete(name));
    cache.set(name, pending);
  }
  return pending;
}
