// Our API as production runs it (logging off; built to JavaScript with the API by
// scripts/build-server.mjs, so the bench runs apps/server/dist/bench-platform.js), on the database named by DATABASE_URL or an
// embedded one in a temporary directory. Migrated and seeded before it reports its port.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../apps/server/src/config';
import { openDb } from '../../apps/server/src/db/open-db';
import { migrate } from '../../apps/server/src/db/migrate';
import { seed } from '../../apps/server/src/db/seed/seed';
import { buildApp } from '../../apps/server/src/app';

const config = loadConfig({
  ...process.env,
  APP_ENV: 'production',
  // The bench drives the platform's wallet itself; the in-process house is not started.
  HOUSE_ENABLED: 'false',
  LOG_LEVEL: 'silent',
  DATA_DIR: process.env.DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'wl-bench-')),
});
const db = await openDb(config);
await migrate(db);
await seed(db, { APP_ENV: 'development' });
const app = await buildApp({ config, db, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ port: (app.server.address() as { port: number }).port, db: db.kind });
// Stop cleanly on the bench's SIGTERM, so a CPU profile (BENCH_PROFILE_DIR) gets written.
process.once('SIGTERM', () => {
  void app.close().finally(() => process.exit(0));
});
