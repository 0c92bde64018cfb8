import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { AppError } from '../../http/app-error';
import { checkLedger } from './check-ledger';
import { getBalances } from './get-balances';
import { grantPlayMoney } from './grant-play-money';
import { holdFunds } from './hold-funds';
import { listTransfers } from './list-transfers';
import { openMemberAccount } from './open-member-account';
import { postHold } from './post-hold';
import { systemAccount } from './system-account';
import { createTestMember } from './test-support';
import { transfer } from './transfer';
import { voidHold } from './void-hold';

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe('ledger transfers, holds and idempotency', () => {
  const t = useTestApp();
  let merchantId: bigint;
  let clearing: bigint;
  let outClearing: bigint;
  let alice: bigint;
  let bob: bigint;

  beforeAll(async () => {
    const a = await createTestMember(t.db);
    const b = await createTestMember(t.db);
    merchantId = a.merchantId;
    clearing = (
      await systemAccount({ sql: t.db, merchantId, kind: 'cash_in_clearing', currency: 'PHP' })
    ).id;
    outClearing = (
      await systemAccount({ sql: t.db, merchantId, kind: 'cash_out_clearing', currency: 'PHP' })
    ).id;
    alice = (
      await openMemberAccount({ sql: t.db, memberId: a.memberId, kind: 'main', currency: 'PHP' })
    ).id;
    bob = (
      await openMemberAccount({ sql: t.db, memberId: b.memberId, kind: 'main', currency: 'PHP' })
    ).id;
    await transfer({
      db: t.db,
      debitAccountId: clearing,
      creditAccountId: alice,
      amountMinor: 100_00n,
      currency: 'PHP',
      code: 'DEPOSIT',
      idempotencyKey: 'seed:alice',
    });
  });

  const move = (key: string, amountMinor: bigint, from = alice, to = bob) =>
    transfer({
      db: t.db,
      debitAccountId: from,
      creditAccountId: to,
      amountMinor,
      currency: 'PHP',
      code: 'TRANSFER_UPLINE',
      idempotencyKey: key,
      reference: 'r1',
    });

  it('moves money and reports the member balances after the move', async () => {
    const r = await move('move:1', 25_00n);
    expect(r.replayed).toBe(false);
    expect(r.transfer.amountMinor).toBe(25_00n);
    const byAccount = new Map(r.balances.map((b) => [b.accountId, b.availableMinor]));
    expect(byAccount.get(alice)).toBe(75_00n);
    expect(byAccount.get(bob)).toBe(25_00n);
  });

  it('answers a replay with the first result and moves nothing', async () => {
    const first = await move('move:2', 5_00n);
    const again = await move('move:2', 5_00n);
    expect(again.replayed).toBe(true);
    expect(again.transfer.id).toBe(first.transfer.id);
    const balances = await getBalances({ sql: t.db, memberId: await owner(alice) });
    expect(balances.find((b) => b.kind === 'main')?.balanceMinor).toBe(70_00n);
  });

  it('refuses the same key with a different request as idempotency_conflict', async () => {
    await move('move:3', 1_00n);
    const error = await refusal(move('move:3', 2_00n));
    expect(error.code).toBe('idempotency_conflict');
    expect(error.status).toBe(409);
  });

  it('refuses a debit above the available balance with insufficient_funds and the balance', async () => {
    const error = await refusal(move('move:4', 1_000_00n));
    expect(error.code).toBe('insufficient_funds');
    expect(error.value).toMatchObject({
      currency: 'PHP',
      availBalance: '69.00',
      availableMinor: '6900',
    });
  });

  it('still replays a successful request after the money is gone', async () => {
    const first = await move('move:5', 69_00n);
    const again = await move('move:5', 69_00n);
    expect(again.replayed).toBe(true);
    expect(again.transfer.id).toBe(first.transfer.id);
    await move('move:5-back', 69_00n, bob, alice);
  });

  it('refuses accounts of another currency and zero or self transfers', async () => {
    const usd = await systemAccount({ sql: t.db, merchantId, kind: 'house', currency: 'USD' });
    expect((await refusal(move('cur:1', 1n, alice, usd.id))).code).toBe('currency_mismatch');
    expect((await refusal(move('zero:1', 0n))).code).toBe('invalid_transfer');
    expect((await refusal(move('self:1', 1n, alice, alice))).code).toBe('invalid_transfer');
  });

  it('holds money, posts part of it and releases the rest, exactly once', async () => {
    const hold = await holdFunds({
      db: t.db,
      debitAccountId: alice,
      creditAccountId: outClearing,
      amountMinor: 30_00n,
      currency: 'PHP',
      code: 'WITHDRAWAL',
      idempotencyKey: 'hold:1',
    });
    const held = hold.balances.find((b) => b.accountId === alice);
    expect(held).toMatchObject({ balanceMinor: 69_00n, heldMinor: 30_00n, availableMinor: 39_00n });
    expect((await refusal(move('move:6', 40_00n))).code).toBe('insufficient_funds');

    const posted = await postHold({
      db: t.db,
      holdId: hold.transfer.id,
      amountMinor: 20_00n,
      idempotencyKey: 'hold:1:post',
    });
    expect(posted.balances.find((b) => b.accountId === alice)).toMatchObject({
      balanceMinor: 49_00n,
      heldMinor: 0n,
      availableMinor: 49_00n,
    });
    const replay = await postHold({
      db: t.db,
      holdId: hold.transfer.id,
      amountMinor: 20_00n,
      idempotencyKey: 'hold:1:post',
    });
    expect(replay.replayed).toBe(true);
    const voided = await refusal(
      voidHold({ db: t.db, holdId: hold.transfer.id, idempotencyKey: 'hold:1:void' }),
    );
    expect(voided.code).toBe('hold_already_resolved');
  });

  it('voids a hold and gives the money back to the available balance', async () => {
    const hold = await holdFunds({
      db: t.db,
      debitAccountId: alice,
      creditAccountId: outClearing,
      amountMinor: 9_00n,
      currency: 'PHP',
      code: 'WITHDRAWAL',
      idempotencyKey: 'hold:2',
    });
    const r = await voidHold({ db: t.db, holdId: hold.transfer.id, idempotencyKey: 'hold:2:void' });
    expect(r.balances.find((b) => b.accountId === alice)).toMatchObject({
      availableMinor: 49_00n,
      heldMinor: 0n,
    });
    const post = await refusal(
      postHold({ db: t.db, holdId: hold.transfer.id, idempotencyKey: 'hold:2:post' }),
    );
    expect(post.code).toBe('hold_already_resolved');
    const tooMuch = await holdFunds({
      db: t.db,
      debitAccountId: alice,
      creditAccountId: outClearing,
      amountMinor: 1_00n,
      currency: 'PHP',
      code: 'WITHDRAWAL',
      idempotencyKey: 'hold:3',
    });
    const over = await refusal(
      postHold({
        db: t.db,
        holdId: tooMuch.transfer.id,
        amountMinor: 2_00n,
        idempotencyKey: 'hold:3:post',
      }),
    );
    expect(over.code).toBe('hold_amount_exceeded');
    await voidHold({ db: t.db, holdId: tooMuch.transfer.id, idempotencyKey: 'hold:3:void' });
    expect(
      (await refusal(voidHold({ db: t.db, holdId: 999_999n, idempotencyKey: 'x:void' }))).code,
    ).toBe('hold_not_found');
  });

  it('keeps trial play money in its own universe', async () => {
    const trial = await createTestMember(t.db, { type: 4 });
    const wallet = await grantPlayMoney({
      db: t.db,
      merchantId,
      memberId: trial.memberId,
      currency: 'PHP',
      amountMinor: 2_000_00n,
    });
    await grantPlayMoney({
      db: t.db,
      merchantId,
      memberId: trial.memberId,
      currency: 'PHP',
      amountMinor: 2_000_00n,
    });
    expect(wallet.playMoney).toBe(true);
    const [balance] = await getBalances({ sql: t.db, memberId: trial.memberId });
    expect(balance?.balanceMinor).toBe(2_000_00n);
    const error = await refusal(move('trial:1', 1_00n, wallet.id, bob));
    expect(error.code).toBe('play_money_not_convertible');
  });

  it('lists a member transfers with filters, paging and totals', async () => {
    const memberId = await owner(alice);
    const page = await listTransfers({ sql: t.db, memberId, pageNo: 1, pageSize: 3 });
    expect(page.rows).toHaveLength(3);
    expect(page.total).toBeGreaterThan(3);
    const deposits = await listTransfers({
      sql: t.db,
      memberId,
      codes: ['DEPOSIT'],
      pageNo: 1,
      pageSize: 10,
    });
    expect(deposits.total).toBe(1);
    expect(deposits.inMinor).toBe(100_00n);
    const future = await listTransfers({
      sql: t.db,
      memberId,
      from: new Date(Date.now() + 60_000),
      pageNo: 1,
      pageSize: 10,
    });
    expect(future.total).toBe(0);
  });

  it('keeps every balance equal to its transfers and every currency at zero', async () => {
    expect(await checkLedger({ sql: t.db })).toEqual({
      ok: true,
      mismatchedAccounts: [],
      unbalancedCurrencies: [],
      negativeMemberAccounts: [],
    });
  });

  async function owner(accountId: bigint): Promise<bigint> {
    const r = await t.db.query<{ member_id: bigint }>(
      'SELECT member_id FROM ledger_accounts WHERE id = $1',
      [accountId],
    );
    return r.rows[0]!.member_id;
  }
});
