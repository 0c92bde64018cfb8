// Starts the platform for the journeys: a fresh PostgreSQL database, the built player site and
// back office, development mode (demo accounts and the dev outbox). Dropped again when the run
// ends.
import { spawn, spawnSync } from 'node:child_process';
import pg from 'pg';

const { E2E_ADMIN_URL, E2E_DB } = process.env;
const admin = new pg.Client({ connectionString: E2E_ADMIN_URL });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${E2E_DB} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${E2E_DB}`);

// CI builds once and runs several journey shards side by side (E2E_SKIP_BUILD=1).
if (!process.env.E2E_SKIP_BUILD) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'ignore' });
  if (build.status !== 0) throw new Error('site build failed');
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, WEB_DIST: 'apps/web/dist', BACKOFFICE_DIST: 'apps/backoffice/dist' },
});
const stop = async () => {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  await admin.query(`DROP DATABASE IF EXISTS ${E2E_DB} WITH (FORCE)`).catch(() => undefined);
  await admin.end();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
server.on('exit', (code) => {
  if (code) process.exit(code);
});
