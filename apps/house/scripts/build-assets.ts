/**
 * `npm run build -w @wl/house`: bundles the page scripts into dist/assets (the server bundles
 * the same files in memory on first request, so this is a check and a CDN copy, not a need).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { bundleClient, CLIENT_ENTRIES } from '../src/pages/assets';
import { HOUSE_CSS } from '../src/pages/layout';

const out = fileURLToPath(new URL('../dist/assets', import.meta.url));
await mkdir(out, { recursive: true });
for (const name of CLIENT_ENTRIES) {
  const code = await bundleClient(name);
  await writeFile(path.join(out, `${name}.js`), code);
  console.log(`${name}.js ${(code.length / 1024).toFixed(1)} kB`);
}
await writeFile(path.join(out, 'house.css'), HOUSE_CSS);
