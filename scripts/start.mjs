#!/usr/bin/env node
// `npm start`: builds the player site and the back office when their sources are newer than the
// builds, then starts the API (which serves the site, and the back office at /backoffice/) on
// PORT (3000), with the house games vendor beside it on HOUSE_PORT (3100; HOUSE_ENABLED=false
// turns it off). Without DATABASE_URL the embedded PostgreSQL under
// ./data is used and seeded with demo data on first start.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDist = path.join(root, 'apps/web/dist');
const backofficeDist = path.join(root, 'apps/backoffice/dist');

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
buildIfStale('apps/web', webDist, 'player site');
buildIfStale('apps/backoffice', backofficeDist, 'back office');

const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    APP_ENV: 'development',
    WEB_DIST: webDist,
    BACKOFFICE_DIST: backofficeDist,
    ...process.env,
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
