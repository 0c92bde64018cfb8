// One API node of the faults suite and the soak: the platform as production runs it, on PORT,
// against DATABASE_URL and REDIS_URL (already migrated and seeded by the suite). Reports its
// port over IPC once it listens.
import { loadConfig } from '../apps/server/src/config';
import { openDb } from '../apps/server/src/db/open-db';
import { buildApp } from '../apps/server/src/app';

const config = loadConfig({
  ...process.env,
  APP_ENV: 'production',
  HOUSE_ENABLED: 'false',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
});
const db = await openDb(config);
const app = await buildApp({ config, db });
await app.listen({ port: config.PORT, host: '127.0.0.1' });
app.scheduler.start();
process.send?.({ port: config.PORT });
process.once('SIGTERM', () => {
  void app.close().finally(() => process.exit(0));
});
