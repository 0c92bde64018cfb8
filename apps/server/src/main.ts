import { ConfigError, loadConfig } from './config';
import { openDb } from './db/open-db';
import { migrate } from './db/migrate';
import { seedIfEmpty } from './db/seed/seed';
import { buildApp } from './app';
import { startHouseVendor } from './modules/vendor-wallet/start-house-vendor';

/** Starts the platform API: config, database (real or embedded), migrations, seed, HTTP. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
  const db = await openDb(config);
  let app;
  try {
    await migrate(db);
    await seedIfEmpty(db, config);
    app = await buildApp({ config, db });
  } catch (error) {
    // Close the embedded database cleanly so a failed start leaves its files consistent.
    await db.close().catch(() => undefined);
    throw error;
  }

  let closing = false;
  let house: Awaited<ReturnType<typeof startHouseVendor>> | null = null;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await house?.close();
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
  app.log.info(`platform on http://localhost:${config.PORT} (${db.kind} database)`);
  app.scheduler.start();
  if (config.houseEnabled) {
    house = await startHouseVendor({ config, db, platformPort: config.PORT });
    app.log.info(`house games vendor on ${config.HOUSE_PUBLIC_URL}`);
  }
}

await main();
