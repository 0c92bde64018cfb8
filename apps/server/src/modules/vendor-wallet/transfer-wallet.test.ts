import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { checkLedger } from '../ledger/check-ledger';
import { getBalances } from '../ledger/get-balances';
import { localTransferAdapter } from '../../providers/vendors/local-transfer-adapter';
import { selectSimBalance } from '../../providers/vendors/sim-vendor-store';
import { settleOpenTransfers, sweepVendorWallets } from './recall-vendor-funds';
import { moveIntoVendor, recallFromVendor } from './transfer-wallet';
import { upsertIntegration } from './vendor-store';
import { fundedPlayer, mainBalance } from './wallet-test-support';
import { toMemberRef } from './wallet-common';

const t = useTestApp();
const CODE = 'SIMTR';

async function setup() {
  const p = await fundedPlayer(t.db, { amountMinor: 80_000n });
  await upsertIntegration(t.db, {
    merchantId: p.merchantId,
    vendorCode: CODE,
    adapter: 'local_transfer',
    walletMode: 'transfer',
    secret: 'sim-transfer-secret-0123456789',
    baseUrl: null,
  });
  const adapter = localTransferAdapter({
    db: t.db,
    vendorCode: CODE,
    secret: 'sim-transfer-secret-0123456789',
    lobbyPath: '/vendor-sim',
  });
  const move = {
    db: t.db,
    adapter,
    merchantId: p.merchantId,
    memberId: p.memberId,
    currency: p.currency,
  };
  const vendorLedger = async () =>
    (await getBalances({ sql: t.db, memberId: p.memberId })).find(
      (b) => b.kind === 'vendor' && b.vendorCode === CODE,
    )?.balanceMinor ?? 0n;
  const atVendor = () => selectSimBalance(t.db, CODE, toMemberRef(p.memberId));
  return { p, adapter, move, vendorLedger, atVendor };
}

describe('transfer-mode vendor wallet', () => {
  it('moves the main balance into the vendor on launch and back on recall, the vendor book agreeing', async () => {
    const { p, move, vendorLedger, atVendor } = await setup();
    expect(await moveIntoVendor(move)).toBe(80_000n);
    expect([await mainBalance(t.db, p.memberId), await vendorLedger(), await atVendor()]).toEqual([
      0n,
      80_000n,
      80_000n,
    ]);
    expect(await recallFromVendor(move)).toBe(80_000n);
    expect([await mainBalance(t.db, p.memberId), await vendorLedger(), await atVendor()]).toEqual([
      80_000n,
      0n,
      0n,
    ]);
    expect((await checkLedger({ sql: t.db })).ok).toBe(true);
  });

  it('voids the hold and moves nothing when the vendor refuses', async () => {
    const { p, adapter, move, vendorLedger, atVendor } = await setup();
    adapter.failNext(1);
    await expect(moveIntoVendor(move)).rejects.toMatchObject({ code: 'service_unavailable' });
    expect([await mainBalance(t.db, p.memberId), await vendorLedger(), await atVendor()]).toEqual([
      80_000n,
      0n,
      0n,
    ]);
    await moveIntoVendor(move);
    adapter.failNext(1);
    await expect(recallFromVendor(move)).rejects.toMatchObject({ code: 'service_unavailable' });
    expect([await mainBalance(t.db, p.memberId), await vendorLedger(), await atVendor()]).toEqual([
      0n,
      80_000n,
      80_000n,
    ]);
  });

  it('keeps a move whose answer was lost on hold, and asking again settles it once (no double credit)', async () => {
    const { p, adapter, move, vendorLedger, atVendor } = await setup();
    adapter.loseAnswers(1);
    await expect(moveIntoVendor(move)).rejects.toMatchObject({ code: 'service_unavailable' });
    // The vendor applied it, we did not hear: the money is held, neither lost nor doubled.
    expect([await mainBalance(t.db, p.memberId), await vendorLedger(), await atVendor()]).toEqual([
      0n,
      0n,
      80_000n,
    ]);
    const early = await settleOpenTransfers({
      db: t.db,
      nowMs: Date.now(),
      olderThanMs: 60_000,
      adapterOf: async () => adapter,
    });
    expect(early).toBe(0);
    await expect(recallFromVendor(move)).rejects.toMatchObject({ code: 'service_unavailable' });
    const settled = await settleOpenTransfers({
      db: t.db,
      nowMs: Date.now() + 120_000,
      olderThanMs: 60_000,
      adapterOf: async () => adapter,
    });
    expect(settled).toBeGreaterThanOrEqual(1);
    expect([await mainBalance(t.db, p.memberId), await vendorLedger(), await atVendor()]).toEqual([
      0n,
      80_000n,
      80_000n,
    ]);
    // A lost answer on the way back: the vendor paid out, the hold waits, then posts once.
    adapter.loseAnswers(1);
    await expect(recallFromVendor(move)).rejects.toMatchObject({ code: 'service_unavailable' });
    expect([await mainBalance(t.db, p.memberId), await vendorLedger(), await atVendor()]).toEqual([
      0n,
      80_000n,
      0n,
    ]);
    await settleOpenTransfers({
      db: t.db,
      nowMs: Date.now() + 120_000,
      olderThanMs: 60_000,
      adapterOf: async () => adapter,
    });
    expect([await mainBalance(t.db, p.memberId), await vendorLedger(), await atVendor()]).toEqual([
      80_000n,
      0n,
      0n,
    ]);
    expect(await recallFromVendor(move)).toBe(0n);
    expect(await mainBalance(t.db, p.memberId)).toBe(80_000n);
    expect((await checkLedger({ sql: t.db })).ok).toBe(true);
  });

  it('recalls the vendor wallet and the sweep brings idle ones back, conserving every total', async () => {
    const { p, adapter, move, vendorLedger } = await setup();
    await moveIntoVendor(move);
    expect(await recallFromVendor(move)).toBe(80_000n);
    await moveIntoVendor(move);
    const none = await sweepVendorWallets({
      db: t.db,
      nowMs: Date.now(),
      idleMs: 600_000,
      adapterOf: async () => adapter,
    });
    expect(await vendorLedger()).toBe(80_000n);
    const swept = await sweepVendorWallets({
      db: t.db,
      nowMs: Date.now() + 1_200_000,
      idleMs: 600_000,
      adapterOf: async () => adapter,
    });
    // Other tests' idle wallets are swept too: the sweep is global.
    expect(none).toBe(0);
    expect(swept).toBeGreaterThanOrEqual(1);
    expect([await mainBalance(t.db, p.memberId), await vendorLedger()]).toEqual([80_000n, 0n]);
    expect((await checkLedger({ sql: t.db })).ok).toBe(true);
  });

  it('launches a transfer-mode game through launchGame, refusing another while money sits in it (#734)', async () => {
    const { p } = await setup();
    const r = await t.app.inject({
      method: 'GET',
      url: `/wps/game/launchGame?vassalage=${CODE}&gameId=lobby&launchMode=GLS&accountType=1`,
      headers: p.headers,
    });
    expect(r.statusCode).toBe(200);
    const url = r.json<{ value: { content: { game_url: string; walletMode: string } } }>().value
      .content;
    expect(url.walletMode).toBe('transfer');
    expect(await mainBalance(t.db, p.memberId)).toBe(0n);
    const page = await t.app.inject({ method: 'GET', url: url.game_url });
    expect(page.body).toContain('800.00');
    await upsertIntegration(t.db, {
      merchantId: p.merchantId,
      vendorCode: 'SIMTR2',
      adapter: 'local_transfer',
      walletMode: 'transfer',
      secret: 'sim-transfer-secret-0123456789',
      baseUrl: null,
    });
    const other = await t.app.inject({
      method: 'GET',
      url: `/wps/game/launchGame?vassalage=SIMTR2&gameId=lobby&launchMode=GLS&accountType=1`,
      headers: p.headers,
    });
    expect([other.statusCode, other.json<{ message: string }>().message]).toEqual([409, '#734']);
    const back = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/GCS_walletReturn',
      headers: p.headers,
      payload: {},
    });
    expect(back.statusCode).toBe(200);
    expect(back.json<{ value: { failed: unknown[] } }>().value.failed).toEqual([]);
    expect(await mainBalance(t.db, p.memberId)).toBe(80_000n);
  });
});
