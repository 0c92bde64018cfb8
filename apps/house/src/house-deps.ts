import type { HouseDb } from './db/house-db';
import type { Wallets } from './wallet/game-wallet';
import type { PlatformWalletClient } from './wallet/platform-wallet-client';

/** What every use case of the house receives. */
export interface HouseDeps {
  db: HouseDb;
  vendorCode: string;
  /** The code the platform knows the house by as a transfer-wallet vendor (its book, transfer-wallet/). */
  transferVendorCode: string;
  secret: string;
  /** Base URL browsers reach the house at (game URLs are built on it). */
  publicUrl: string;
  platform: PlatformWalletClient;
  wallets: Wallets;
  /** Milliseconds since the epoch; tests move it. */
  now: () => number;
  /** Uniform integer in [0, n) from a CSPRNG. */
  randomInt: (n: number) => number;
  timings: TableTimings;
  log: { error: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };
}

export interface TableTimings {
  bettingMs: number;
  resultMs: number;
}
