import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { houseTransferAdapter } from '../../providers/vendors/house-transfer-adapter';
import { checkLedger } from '../ledger/check-ledger';
import { getBalances } from '../ledger/get-balances';
import { HOUSE_CLUB_VENDOR_CODE } from './house-defaults';
import { settleOpenTransfers } from './recall-vendor-funds';
import { moveIntoVendor, recallFromVendor } from './transfer-wallet';
import { useLinkedHouse } from './linked-house-test-support';
import { selectIntegration, syncIntegrationForAll } from './vendor-store';
import { toMemberRef } from './wallet-common';
import { fundedPlayer, mainBalance, type WalletPlayer } from './wallet-test-support';

const t = useTestApp();
const linked = useLinkedHouse(t, { transfer: true });

const LAUNCH = `/wps/game/launchGame?vassalage=${HOUSE_CLUB_VENDOR_CODE}&gameType=RNG&launchMode=GLS&accountType=1`;

async function launch(player: WalletPlayer, gameCode: string) {
  const r = await t.app.inject({
    method: 'GET',
    url: `${LAUNCH}&gameId=${gameCode}`,
    headers: player.headers,
  });
  return {
    status: r.statusCode,
    body: r.json<{
      value: { content: { game_url: string; mode: string; walletMode: string } } | null;
      message: string;
    }>(),
  };
}

/** Opens the iframe URL like a browser: the house opens a transfer-mode game session. */
async function openGame(gameUrl: string): Promise<string> {
  const r = await fetch(gameUrl.replace('localhost', '127.0.0.1'), { redirect: 'manual' });
  expect(r.status).toBe(303);
  const session = /#s=([A-Za-z0-9_-]+)/.exec(r.headers.get('location') ?? '')?.[1];
  if (!session) throw new Error(`no game session in ${r.headers.get('location')}`);
  return session;
}

async function spin(session: string): Promise<{ stakeMinor: bigint; winMinor: bigint }> {
  const r = await fetch(`${linked.house.url}/api/slot/spin`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session}`, 'content-type': 'application/json' },
    body: JSON.stringify({ betPerLineMinor: '10' }),
  });
  const answer = (await r.json()) as {
    success: boolean;
    value: { stakeMinor: string; winMinor: string };
  };
  expect(answer.success).toBe(true);
  return { stakeMinor: BigInt(answer.value.stakeMinor), winMinor: BigInt(answer.value.winMinor) };
}

/** What the member holds in the house's own book. */
async function atHouse(memberId: bigint): Promise<bigint> {
  const r = await t.db.query<{ b: bigint }>(
    `SELECT balance_minor AS b FROM house.transfer_wallets WHERE member_ref = $1`,
    [toMemberRef(memberId)],
  );
  return r.rows[0]?.b ?? 0n;
}

async function vendorLedger(memberId: bigint): Promise<bigint> {
  const balances = await getBalances({ sql: t.db, memberId });
  return (
    balances.find((b) => b.kind === 'vendor' && b.vendorCode === HOUSE_CLUB_VENDOR_CODE)
      ?.balanceMinor ?? 0n
  );
}

/**
 * Launches a HOUSECLUB slot (the whole main balance `start` moves into the house) and spins a
 * few times in the house; answers wins − stakes.
 */
async function playSlot(player: WalletPlayer, start: bigint): Promise<bigint> {
  const launched = await launch(player, 'lucky-sevens');
  expect(launched.status).toBe(200);
  expect(launched.body.value?.content).toMatchObject({ mode: 'real', walletMode: 'transfer' });
  expect([
    await mainBalance(t.db, player.memberId),
    await vendorLedger(player.memberId),
    await atHouse(player.memberId),
  ]).toEqual([0n, start, start]);
  const session = await openGame(launched.body.value!.content.game_url);
  let net = 0n;
  for (let i = 0; i < 4; i++) {
    const r = await spin(session);
    net += r.winMinor - r.stakeMinor;
  }
  expect(await atHouse(player.memberId)).toBe(start + net);
  return net;
}

const adapter = (options: { secret?: string; baseUrl?: string } = {}) =>
  houseTransferAdapter({
    vendorCode: HOUSE_CLUB_VENDOR_CODE,
    baseUrl: options.baseUrl ?? linked.house.url,
    secret: options.secret ?? linked.secret,
    timeoutMs: 2_000,
  });

describe('house transfer-wallet vendor end to end', () => {
  it('moves main into the house on launch, plays there, and the recall brings back exactly start − stakes + wins', async () => {
    const player = await fundedPlayer(t.db, { amountMinor: 50_000n });
    const net = await playSlot(player, 50_000n);
    const back = await recallFromVendor({
      db: t.db,
      adapter: adapter(),
      merchantId: player.merchantId,
      memberId: player.memberId,
      currency: player.currency,
    });
    expect(back).toBe(50_000n + net);
    expect(await mainBalance(t.db, player.memberId)).toBe(50_000n + net);
    expect([await vendorLedger(player.memberId), await atHouse(player.memberId)]).toEqual([0n, 0n]);
    expect((await checkLedger({ sql: t.db })).ok).toBe(true);
  }, 30_000);

  it('recalls all vendor funds through the registered house_transfer adapter', async () => {
    const player = await fundedPlayer(t.db, { amountMinor: 30_000n });
    const net = await playSlot(player, 30_000n);
    const integration = await selectIntegration(t.db, player.merchantId, HOUSE_CLUB_VENDOR_CODE);
    expect(integration).toMatchObject({ adapter: 'house_transfer', walletMode: 'transfer' });
    // My wallet's "recall all" (GCS_walletReturn) reaches the house through that adapter.
    const r = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/GCS_walletReturn',
      headers: player.headers,
      payload: {},
    });
    const value = r.json<{
      value: { recalled: { accountTypeId: number; amount: string }[]; failed: unknown[] };
    }>().value;
    expect(value.failed).toEqual([]);
    expect(value.recalled).toEqual([
      { accountTypeId: 16, amount: (Number(30_000n + net) / 100).toFixed(2) },
    ]);
    expect(await mainBalance(t.db, player.memberId)).toBe(30_000n + net);
    expect([await vendorLedger(player.memberId), await atHouse(player.memberId)]).toEqual([0n, 0n]);
    expect((await checkLedger({ sql: t.db })).ok).toBe(true);
  }, 30_000);

  it('voids the hold when the house refuses (wrong secret), holds it while the house does not answer', async () => {
    const player = await fundedPlayer(t.db, { amountMinor: 20_000n });
    const move = {
      db: t.db,
      merchantId: player.merchantId,
      memberId: player.memberId,
      currency: player.currency,
    };
    await expect(
      moveIntoVendor({ ...move, adapter: adapter({ secret: 'not-the-house-secret-0123' }) }),
    ).rejects.toMatchObject({ code: 'service_unavailable' });
    expect([
      await mainBalance(t.db, player.memberId),
      await vendorLedger(player.memberId),
      await atHouse(player.memberId),
    ]).toEqual([20_000n, 0n, 0n]);
    // No answer at all: the move stays held (neither here nor there) until the house is asked
    // again with the same transferId, which settles it once.
    await expect(
      moveIntoVendor({ ...move, adapter: adapter({ baseUrl: 'http://127.0.0.1:9' }) }),
    ).rejects.toMatchObject({ code: 'service_unavailable' });
    expect([
      await mainBalance(t.db, player.memberId),
      await vendorLedger(player.memberId),
      await atHouse(player.memberId),
    ]).toEqual([0n, 0n, 0n]);
    await settleOpenTransfers({
      db: t.db,
      nowMs: Date.now() + 120_000,
      olderThanMs: 60_000,
      adapterOf: async () => adapter(),
    });
    expect([
      await mainBalance(t.db, player.memberId),
      await vendorLedger(player.memberId),
      await atHouse(player.memberId),
    ]).toEqual([0n, 20_000n, 20_000n]);
    expect(await recallFromVendor({ ...move, adapter: adapter() })).toBe(20_000n);

    // A launch against a house holding another secret moves nothing either.
    await syncIntegrationForAll(t.db, {
      vendorCode: HOUSE_CLUB_VENDOR_CODE,
      secret: 'not-the-house-secret-0123',
      baseUrl: linked.house.url,
      publicUrl: linked.house.url,
    });
    const refused = await launch(player, 'lucky-sevens');
    await syncIntegrationForAll(t.db, {
      vendorCode: HOUSE_CLUB_VENDOR_CODE,
      secret: linked.secret,
      baseUrl: linked.house.url,
      publicUrl: linked.house.url,
    });
    expect([refused.status, refused.body.message]).toEqual([503, 'error_vendor_unavailable']);
    expect([await mainBalance(t.db, player.memberId), await vendorLedger(player.memberId)]).toEqual(
      [20_000n, 0n],
    );

    // Money in the house stays there while the house cannot be reached, and comes back after.
    await moveIntoVendor({ ...move, adapter: adapter() });
    await expect(
      recallFromVendor({ ...move, adapter: adapter({ baseUrl: 'http://127.0.0.1:9' }) }),
    ).rejects.toMatchObject({ code: 'service_unavailable' });
    expect([
      await mainBalance(t.db, player.memberId),
      await vendorLedger(player.memberId),
      await atHouse(player.memberId),
    ]).toEqual([0n, 20_000n, 20_000n]);
    expect(await recallFromVendor({ ...move, adapter: adapter() })).toBe(20_000n);
    expect([await mainBalance(t.db, player.memberId), await atHouse(player.memberId)]).toEqual([
      20_000n,
      0n,
    ]);
    expect((await checkLedger({ sql: t.db })).ok).toBe(true);
  }, 30_000);
});
