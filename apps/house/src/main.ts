import { openHouseDb } from './db/open-house-db';
import { startHouse } from './start-house';

/**
 * The house on its own: `npm start -w @wl/house`. Environment:
 *   HOUSE_DATABASE_URL (or DATABASE_URL) — PostgreSQL; without it an embedded one under
 *     HOUSE_DATA_DIR (./data/house), which no other process may open at the same time;
 *   PLATFORM_WALLET_URL (http://127.0.0.1:3000/vendor-wallet/v1), HOUSE_VENDOR_CODE (HOUSE),
 *   HOUSE_SECRET (required outside development), HOUSE_PORT (3100), HOUSE_PUBLIC_URL.
 */
const env = process.env;
const production = env.APP_ENV === 'production';
const secret = env.HOUSE_SECRET ?? (production ? undefined : 'house-dev-secret-change-me');
if (!secret) {
  console.error('HOUSE_SECRET is required in production');
  process.exit(78);
}
const db = await openHouseDb({
  url: env.HOUSE_DATABASE_URL ?? env.DATABASE_URL,
  dataDir: env.HOUSE_DATA_DIR ?? './data/house',
});
const port = Number(env.HOUSE_PORT ?? 3100);
const house = await startHouse({
  db,
  platformWalletUrl: env.PLATFORM_WALLET_URL ?? 'http://127.0.0.1:3000/vendor-wallet/v1',
  vendorCode: env.HOUSE_VENDOR_CODE ?? 'HOUSE',
  secret,
  port,
  ...(env.HOUSE_PUBLIC_URL ? { publicUrl: env.HOUSE_PUBLIC_URL } : {}),
  logger: { level: env.LOG_LEVEL ?? 'info' },
  openDemo: !production,
});
house.app.log.info(`house games on ${house.deps.publicUrl} (${db.kind} database)`);

let closing = false;
const shutdown = async () => {
  if (closing) return;
  closing = true;
  await house.close();
  await db.close();
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());
