// Builds the player site and the back office when their sources are newer than the builds
// (shared by `npm start` and `npm run start:cluster`).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const webDist = path.join(root, 'apps/web/dist');
export const backofficeDist = path.join(root, 'apps/backoffice/dist');

function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

// Each site is rebuilt when its own sources (or the shared packages) are newer than its build.
function buildIfStale(workspace, dist, label) {
  const built = path.join(dist, 'index.html');
  const sources = [workspace, 'packages'].map((d) => newestMtime(path.join(root, d)));
  if (existsSync(built) && Math.max(...sources) <= statSync(built).mtimeMs) return;
  console.log(`building the ${label}…`);
  const r = spawnSync('npm', ['run', 'build', '-w', `@wl/${path.basename(workspace)}`], {
    cwd: root,
    stdio: 'inherit',
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

export function buildSitesIfStale() {
  buildIfStale('apps/web', webDist, 'player site');
  buildIfStale('apps/backoffice', backofficeDist, 'back office');
}
