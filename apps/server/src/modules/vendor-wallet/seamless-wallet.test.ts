import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import {
  fundedPlayer,
  houseSecret,
  mainBalance,
  walletCall,
  type WalletPlayer,
} from './wallet-test-support';

const t = useTestApp();
let seq = 0;
const id = (p: string) => `${p}-${Date.now()}-${++seq}`;

async function setup(options: Parameters<typeof fundedPlayer>[1] = {}) {
  const player = await fundedPlayer(t.db, options);
  const secret = await houseSecret(t.db, player.merchantId);
  return { player, secret };
}

function bet(p: WalletPlayer, txId: string, roundId: string, amountMinor = '100') {
  return {
    token: p.playerToken,
    memberRef: p.memberRef,
    currency: p.currency,
    txId,
    roundId,
    gameCode: 'lucky-sevens',
    amountMinor,
  };
}
function win(p: WalletPlayer, txId: string, roundId: string, betTxId: string, amountMinor = '250') {
  return {
    memberRef: p.memberRef,
    currency: p.currency,
    txId,
    roundId,
    gameCode: 'lucky-sevens',
    betTxId,
    amountMinor,
  };
}
function rollback(p: WalletPlayer, txId: string, roundId: string, betTxId: string) {
  return {
    memberRef: p.memberRef,
    currency: p.currency,
    txId,
    roundId,
    gameCode: 'lucky-sevens',
    betTxId,
  };
}

async function auditCount(code: string) {
  const r = await t.db.query<{ n: bigint }>(
    `SELECT count(*)::bigint AS n FROM audit_log WHERE subject_type = 'vendor_wallet' AND after->>'code' = $1`,
    [code],
  );
  return Number(r.rows[0]?.n ?? 0n);
}

describe('seamless wallet: signature and envelope', () => {
  it('authenticates a genuine token and reports who plays and the balance', async () => {
    const { player, secret } = await setup();
    const r = await walletCall(t.app, secret, 'authenticate', { token: player.playerToken });
    expect(r.status).toBe(200);
    expect(r.body.value).toMatchObject({
      memberRef: player.memberRef,
      currency: player.currency,
      balanceMinor: '100000',
    });
  });

  it('refuses a missing, wrong or body-changed signature with INVALID_SIGNATURE, moving nothing and auditing it', async () => {
    const { player, secret } = await setup();
    const before = await auditCount('INVALID_SIGNATURE');
    const wrong = await walletCall(
      t.app,
      'not-the-secret-at-all-0000',
      'debit',
      bet(player, id('b'), id('r')),
    );
    const changed = await walletCall(t.app, secret, 'debit', bet(player, id('b'), id('r')), {
      tamper: (raw) => raw.replace('"100"', '"1"'),
    });
    const missing = await walletCall(t.app, secret, 'debit', bet(player, id('b'), id('r')), {
      headers: { 'x-signature': '' },
    });
    for (const r of [wrong, changed, missing]) {
      expect(r.status).toBe(401);
      expect(r.body.errorCode).toBe('INVALID_SIGNATURE');
    }
    expect(await mainBalance(t.db, player.memberId)).toBe(100_000n);
    expect(await auditCount('INVALID_SIGNATURE')).toBe(before + 3);
  });

  it('refuses a timestamp more than five minutes old with STALE_TIMESTAMP', async () => {
    const { player, secret } = await setup();
    const r = await walletCall(t.app, secret, 'debit', bet(player, id('b'), id('r')), {
      nowMs: Date.now() - 6 * 60_000,
    });
    expect([r.status, r.body.errorCode]).toEqual([401, 'STALE_TIMESTAMP']);
    expect(await mainBalance(t.db, player.memberId)).toBe(100_000n);
  });

  it('answers INVALID_REQUEST for a signed body that breaks the schema', async () => {
    const { player, secret } = await setup();
    const r = await walletCall(t.app, secret, 'debit', {
      ...bet(player, id('b'), id('r')),
      amountMinor: '1.5',
    });
    expect([r.status, r.body.errorCode]).toEqual([400, 'INVALID_REQUEST']);
  });
});

describe('seamless wallet: money rules', () => {
  it('debits, credits and replays a debit with the original platformTxId and the balance now', async () => {
    const { player, secret } = await setup();
    const b = id('b');
    const round = id('r');
    const first = await walletCall(t.app, secret, 'debit', bet(player, b, round));
    expect(first.body.value).toMatchObject({ balanceMinor: '99900', replayed: false });
    const paid = await walletCall(t.app, secret, 'credit', win(player, id('c'), round, b));
    expect(paid.body.value).toMatchObject({ balanceMinor: '100150', replayed: false });
    const again = await walletCall(t.app, secret, 'debit', bet(player, b, round));
    expect(again.body.value).toMatchObject({
      platformTxId: first.body.value?.platformTxId,
      balanceMinor: '100150',
      replayed: true,
    });
    const conflict = await walletCall(t.app, secret, 'debit', bet(player, b, round, '200'));
    expect([conflict.status, conflict.body.errorCode]).toEqual([409, 'TRANSACTION_CONFLICT']);
    expect(await mainBalance(t.db, player.memberId)).toBe(100_150n);
  });

  it('answers INSUFFICIENT_FUNDS with the balance and moves nothing', async () => {
    const { player, secret } = await setup({ amountMinor: 50n });
    const r = await walletCall(t.app, secret, 'debit', bet(player, id('b'), id('r')));
    expect(r.status).toBe(402);
    expect(r.body).toMatchObject({
      errorCode: 'INSUFFICIENT_FUNDS',
      value: { balanceMinor: '50', currency: player.currency },
    });
    expect(await mainBalance(t.db, player.memberId)).toBe(50n);
  });

  it('refuses a bet on an expired token but accepts the win and the rollback', async () => {
    const { player, secret } = await setup({ ttlMs: 1 });
    await new Promise((r) => setTimeout(r, 5));
    const round = id('r');
    const refused = await walletCall(t.app, secret, 'debit', bet(player, id('b'), round));
    expect([refused.status, refused.body.errorCode]).toEqual([401, 'TOKEN_EXPIRED']);
    // A bet placed while the token was good is settled after it expired.
    const live = await setup();
    const b = id('b');
    await walletCall(t.app, live.secret, 'debit', bet(live.player, b, round));
    await t.db.query(
      `UPDATE vendor_player_tokens SET expires_at = now() - interval '1 minute' WHERE member_id = $1`,
      [live.player.memberId],
    );
    const paid = await walletCall(t.app, live.secret, 'credit', {
      ...win(live.player, id('c'), round, b),
      token: live.player.playerToken,
    });
    expect(paid.status).toBe(200);
    const b2 = id('b');
    await t.db.query(
      `UPDATE vendor_player_tokens SET expires_at = now() + interval '1 minute' WHERE member_id = $1`,
      [live.player.memberId],
    );
    await walletCall(t.app, live.secret, 'debit', bet(live.player, b2, id('r')));
    await t.db.query(
      `UPDATE vendor_player_tokens SET expires_at = now() - interval '1 minute' WHERE member_id = $1`,
      [live.player.memberId],
    );
    const back = await walletCall(
      t.app,
      live.secret,
      'rollback',
      rollback(live.player, id('rb'), id('r'), b2),
    );
    expect(back.body.value).toMatchObject({ tombstone: false, balanceMinor: '100150' });
    expect(await mainBalance(t.db, player.memberId)).toBe(100_000n);
  });

  it('refuses a win for an unknown bet with BET_NOT_FOUND', async () => {
    const { player, secret } = await setup();
    const r = await walletCall(t.app, secret, 'credit', win(player, id('c'), id('r'), id('nobet')));
    expect([r.status, r.body.errorCode]).toEqual([404, 'BET_NOT_FOUND']);
    expect(await mainBalance(t.db, player.memberId)).toBe(100_000n);
  });

  it('refuses a rollback after the win, and a second rollback with another txId; replays the same one', async () => {
    const { player, secret } = await setup();
    const round = id('r');
    const settled = id('b');
    await walletCall(t.app, secret, 'debit', bet(player, settled, round));
    await walletCall(t.app, secret, 'credit', win(player, id('c'), round, settled, '0'));
    const late = await walletCall(
      t.app,
      secret,
      'rollback',
      rollback(player, id('rb'), round, settled),
    );
    expect([late.status, late.body.errorCode]).toEqual([409, 'BET_ALREADY_SETTLED']);

    const open = id('b');
    await walletCall(t.app, secret, 'debit', bet(player, open, round));
    const rb = id('rb');
    const first = await walletCall(t.app, secret, 'rollback', rollback(player, rb, round, open));
    const same = await walletCall(t.app, secret, 'rollback', rollback(player, rb, round, open));
    const other = await walletCall(
      t.app,
      secret,
      'rollback',
      rollback(player, id('rb'), round, open),
    );
    expect(first.body.value).toMatchObject({ replayed: false, tombstone: false });
    expect(same.body.value).toMatchObject({
      replayed: true,
      platformTxId: first.body.value?.platformTxId,
    });
    expect([other.status, other.body.errorCode]).toEqual([409, 'BET_ALREADY_ROLLED_BACK']);
    expect(await mainBalance(t.db, player.memberId)).toBe(99_900n);
  });

  it('tombstones the rollback of an unknown bet and then refuses that bet and a win for it', async () => {
    const { player, secret } = await setup();
    const b = id('b');
    const round = id('r');
    const rb = await walletCall(t.app, secret, 'rollback', rollback(player, id('rb'), round, b));
    expect(rb.body).toMatchObject({
      success: true,
      value: { tombstone: true, balanceMinor: '100000' },
    });
    const debit = await walletCall(t.app, secret, 'debit', bet(player, b, round));
    expect([debit.status, debit.body.errorCode]).toEqual([409, 'BET_ALREADY_ROLLED_BACK']);
    const credit = await walletCall(t.app, secret, 'credit', win(player, id('c'), round, b));
    expect(credit.body.errorCode).toBe('BET_ALREADY_ROLLED_BACK');
    expect(await mainBalance(t.db, player.memberId)).toBe(100_000n);
  });

  it('refuses a wrong currency on every money call', async () => {
    const { player, secret } = await setup();
    const round = id('r');
    const b = id('b');
    await walletCall(t.app, secret, 'debit', bet(player, b, round));
    const calls = await Promise.all([
      walletCall(t.app, secret, 'debit', { ...bet(player, id('b'), round), currency: 'USD' }),
      walletCall(t.app, secret, 'credit', { ...win(player, id('c'), round, b), currency: 'USD' }),
      walletCall(t.app, secret, 'rollback', {
        ...rollback(player, id('rb'), round, b),
        currency: 'USD',
      }),
      walletCall(t.app, secret, 'balance', {
        token: player.playerToken,
        memberRef: player.memberRef,
        currency: 'USD',
      }),
    ]);
    for (const r of calls) expect([r.status, r.body.errorCode]).toEqual([400, 'CURRENCY_MISMATCH']);
    expect(await mainBalance(t.db, player.memberId)).toBe(99_900n);
  });

  it('refuses bets of locked, self-excluded and trial members but pays their wins', async () => {
    const { player, secret } = await setup();
    const round = id('r');
    const b = id('b');
    await walletCall(t.app, secret, 'debit', bet(player, b, round));
    for (const status of ['locked', 'self_excluded']) {
      await t.db.query(`UPDATE members SET status = $2 WHERE id = $1`, [player.memberId, status]);
      const r = await walletCall(t.app, secret, 'debit', bet(player, id('b'), round));
      expect([r.status, r.body.errorCode]).toEqual([403, 'ACCOUNT_LOCKED']);
    }
    const paid = await walletCall(t.app, secret, 'credit', win(player, id('c'), round, b));
    expect(paid.body.value).toMatchObject({ balanceMinor: '100150' });
    const trial = await setup({ type: 4, amountMinor: 0n });
    const r = await walletCall(t.app, trial.secret, 'debit', bet(trial.player, id('b'), id('r')));
    expect(r.body.errorCode).toBe('ACCOUNT_LOCKED');
  });
});
