import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { HouseDb } from './db/house-db';
import { migrateHouse } from './db/migrate';
import { buildHouseApp } from './house-app';
import type { HouseDeps, TableTimings } from './house-deps';
import { BACCARAT_TABLE_CODE } from './games/catalogue';
import { startTableLoop } from './games/baccarat/baccarat-table';
import { demoWallet } from './wallet/demo-wallet';
import { sweepOutbox } from './wallet/deliver-outbox';
import { createPlatformWalletClient, type WalletClientOptions } from './wallet/platform-wallet-client';
import { seamlessWallet } from './wallet/seamless-wallet';
import { transferBookWallet } from './wallet/transfer-book-wallet';
import { startLotteryLoop } from './lottery-web/lottery-loop';
import { startSportsLoop } from './sports/web/sports-loop';

export interface StartHouseOptions {
  /** Any database with the platform's Db shape; the house keeps to schema `house`. */
  db: HouseDb;
  /** Base of the platform's seamless wallet, e.g. http://127.0.0.1:3000/vendor-wallet/v1 */
  platformWalletUrl: string;
  vendorCode: string;
  /** The house's vendor code in transfer-wallet mode; default HOUSECLUB. Same secret. */
  transferVendorCode?: string;
  /** Shared HMAC secret of this vendor (both directions). */
  secret: string;
  /** Port to listen on; 0 picks a free one. */
  port: number;
  host?: string;
  /** Base URL browsers reach the house at; default http://localhost:<port>. */
  publicUrl?: string;
  logger?: boolean | object;
  now?: () => number;
  timings?: Partial<TableTimings>;
  /** Wallet client tuning (timeouts, attempts, backoff) and a fetch for tests. */
  wallet?: Partial<Omit<WalletClientOptions, 'baseUrl' | 'vendorCode' | 'secret'>>;
  /** Serve `/demo/{game}` (demo play without the platform); default true, turn off in production. */
  openDemo?: boolean;
  /** Set false to drive the baccarat table, the lottery loop and the outbox by hand (tests). */
  background?: boolean;
}

export interface RunningHouse {
  app: FastifyInstance;
  deps: HouseDeps;
  url: string;
  close: () => Promise<void>;
}

export const DEFAULT_TRANSFER_VENDOR_CODE = 'HOUSECLUB';

export const DEFAULT_TIMINGS: TableTimings = { bettingMs: 15_000, resultMs: 7_000 };

/** Builds the house's dependencies without listening (tests use it with `app.inject`). */
export function houseDeps(options: Omit<StartHouseOptions, 'port'> & { publicUrl: string }): HouseDeps {
  const now = options.now ?? Date.now;
  const platform = createPlatformWalletClient({
    baseUrl: options.platformWalletUrl, vendorCode: options.vendorCode, secret: options.secret, now, ...options.wallet,
  });
  const log = { error: (o: object, m: string) => console.error(m, o), warn: (o: object, m: string) => console.warn(m, o) };
  return {
    db: options.db, vendorCode: options.vendorCode, secret: options.secret,
    transferVendorCode: options.transferVendorCode ?? DEFAULT_TRANSFER_VENDOR_CODE, publicUrl: options.publicUrl.replace(/\/+$/, ''),
    platform, wallets: { real: seamlessWallet(platform), demo: demoWallet(options.db), transfer: transferBookWallet(options.db) },
    now,
    randomInt: (n) => randomInt(n), timings: { ...DEFAULT_TIMINGS, ...options.timings }, log,
  };
}

/**
 * Starts the house games vendor: migrates schema `house`, listens on its own port, runs the
 * baccarat table, the lottery draw loop (lottery-web/lottery-loop.ts) and the wallet outbox sweeper. It does not own `db`: `close()` leaves it open.
 * The platform calls this in its own process (sharing its db, which is how the embedded
 * PostgreSQL can serve both), or the house runs alone via src/main.ts.
 */
export async function startHouse(options: StartHouseOptions): Promise<RunningHouse> {
  await migrateHouse(options.db);
  const host = options.host ?? '0.0.0.0';
  const publicUrl = options.publicUrl ?? `http://localhost:${options.port}`;
  const deps = houseDeps({ ...options, publicUrl });
  const app = await buildHouseApp(deps, { logger: options.logger ?? false, openDemo: options.openDemo ?? true });
  deps.log = { error: (o, m) => app.log.error(o, m), warn: (o, m) => app.log.warn(o, m) };
  await app.listen({ port: options.port, host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  if (!options.publicUrl) deps.publicUrl = `http://localhost:${port}`;

  const stops: (() => Promise<void>)[] = [];
  if (options.background !== false) {
    stops.push(startTableLoop(deps, BACCARAT_TABLE_CODE));
    stops.push(startLotteryLoop(deps));
    stops.push(startSportsLoop(deps));
    let sweeping: Promise<unknown> | null = null;
    const timer = setInterval(() => {
      sweeping ??= sweepOutbox(deps)
        .catch((error: unknown) => deps.log.error({ err: error }, 'wallet outbox sweep failed'))
        .finally(() => (sweeping = null));
    }, 5_000);
    stops.push(async () => {
      clearInterval(timer);
      await sweeping;
    });
  }
  return {
    app,
    deps,
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      for (const stop of stops) await stop();
      await app.close();
    },
  };
}
