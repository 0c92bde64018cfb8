import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { signRequest } from '@wl/contract/vendor-wallet/signature';
import type { HouseDb } from '../src/db/house-db';
import { buildHouseApp } from '../src/house-app';
import type { HouseDeps } from '../src/house-deps';
import { houseDeps } from '../src/start-house';
import { startFakePlatform, type FakePlatform } from './fake-platform';
import { createHouseTestDb } from './house-test-db';

export const SECRET = 'test-secret-0123456789abcdef';
export const VENDOR = 'HOUSE';

export interface HouseTestContext {
  db: HouseDb;
  platform: FakePlatform;
  deps: HouseDeps;
  app: FastifyInstance;
  clock: { now: number };
}

/**
 * A house app on a fresh database, talking to a fake platform over real HTTP, with a clock the
 * test moves. Fields are filled in beforeAll.
 */
export function useHouse(options: { wallet?: { timeoutMs?: number; maxAttempts?: number; backoffMs?: number } } = {}) {
  const ctx = { clock: { now: Date.now() } } as HouseTestContext;
  let drop: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    const testDb = await createHouseTestDb();
    drop = testDb.drop;
    ctx.db = testDb.db;
    ctx.platform = await startFakePlatform({ secret: SECRET, now: () => ctx.clock.now });
    ctx.deps = houseDeps({
      db: ctx.db, platformWalletUrl: ctx.platform.url, vendorCode: VENDOR, secret: SECRET,
      publicUrl: 'http://house.test', now: () => ctx.clock.now,
      wallet: { timeoutMs: 400, maxAttempts: 3, backoffMs: 5, ...options.wallet },
      timings: { bettingMs: 10_000, resultMs: 3_000 },
    });
    ctx.deps.log = { error: () => undefined, warn: () => undefined };
    ctx.app = await buildHouseApp(ctx.deps);
    await ctx.app.ready();
  }, 60_000);
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.platform?.close();
    await drop();
  });
  return ctx;
}

let tokens = 0;

/** A member at the fake platform, launched into `gameCode`; answers the page's session token. */
export async function launchPlayer(
  ctx: HouseTestContext,
  gameCode: string,
  member: { balanceMinor?: bigint; currency?: string; merchantCode?: string } = {},
): Promise<{ sessionToken: string; memberRef: string; playerToken: string }> {
  tokens++;
  const playerToken = `pt_${tokens}_${Math.random().toString(36).slice(2, 12)}`;
  const memberRef = `m-${tokens}`;
  ctx.platform.addMember({
    token: playerToken, memberRef, currency: member.currency ?? 'PHP',
    balanceMinor: member.balanceMinor ?? 100_000n, tokenExpiresAt: ctx.clock.now + 3_600_000,
  });
  const launch = await signedLaunch(ctx, {
    token: playerToken, gameCode, mode: 'real', currency: 'PHP', language: 'EN',
    ...(member.merchantCode ? { merchantCode: member.merchantCode } : {}),
  });
  const url = new URL((launch.json() as { value: { gameUrl: string } }).value.gameUrl);
  const play = await ctx.app.inject({ method: 'GET', url: url.pathname + url.search });
  const location = String(play.headers.location);
  const sessionToken = /#s=([A-Za-z0-9_-]+)/.exec(location)?.[1];
  if (!sessionToken) throw new Error(`no session in ${location} (${play.statusCode})`);
  return { sessionToken, memberRef, playerToken };
}

export function signedLaunch(ctx: HouseTestContext, fields: Record<string, unknown>, nowMs = ctx.clock.now) {
  const signed = signRequest({ secret: SECRET, vendorCode: VENDOR, fields, nowMs });
  return ctx.app.inject({ method: 'POST', url: '/launch', headers: signed.headers, payload: signed.rawBody });
}

export function call(ctx: HouseTestContext, token: string, method: 'GET' | 'POST', url: string, payload?: unknown) {
  return ctx.app.inject({
    method, url, headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}
