import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { memberWithMoney } from '../cashier/cashier-test-support';
import { getWithdrawSettings } from '../cashier/get-withdraw-settings';
import { requestWithdrawal } from '../cashier/request-withdrawal';
import type { Merchant } from '../merchants/merchant';
import { findMerchantByCode } from '../merchants/merchant-store';
import { setVipLevel } from './rewards-test-support';

describe('withdrawal limits per VIP level', () => {
  const t = useTestApp();
  let merchant: Merchant;

  beforeAll(async () => {
    merchant = (await findMerchantByCode(t.db, 'DEMO'))!;
    await t.db.query(
      `INSERT INTO cashier_settings (merchant_id, turnover_multiple_bps) VALUES ($1, 0)
       ON CONFLICT (merchant_id) DO UPDATE SET turnover_multiple_bps = 0`,
      [merchant.id],
    );
    await setVipLevel(t.db, merchant.id, {
      level: 0,
      name: 'Bronze',
      dailyWithdrawalLimitMinor: 30_000n,
    });
    await setVipLevel(t.db, merchant.id, { level: 1, name: 'Silver' });
  });

  async function memberWithCard(level: number) {
    const m = await memberWithMoney(t.db, { amountMinor: 200_000n, paymentPassword: false });
    await t.db.query('UPDATE members SET club_rank_level = $2 WHERE id = $1', [m.memberId, level]);
    const card = await t.db.query<{ id: bigint }>(
      `INSERT INTO payout_accounts (merchant_id, member_id, card_type, bank_code, account_name,
                                    account_number)
       VALUES ($1, $2, 'BC', 'BDO', 'Test', '1234567890') RETURNING id`,
      [m.merchantId, m.memberId],
    );
    return { ...m, cardId: card.rows[0]!.id };
  }

  const withdraw = (m: { memberId: bigint; cardId: bigint }, amount: string) =>
    requestWithdrawal({
      db: t.db,
      // The payment password is the cashier's concern, tested there.
      merchant: { ...merchant, flags: { ...merchant.flags, WDRAWNOPASSVERIF3: true } },
      memberId: m.memberId,
      payoutAccountId: m.cardId,
      amount,
      nowMs: Date.now(),
      ip: null,
    });

  it('refuses what passes the level’s daily limit and holds nothing for it', async () => {
    const m = await memberWithCard(0);
    await withdraw(m, '200.00');
    await expect(withdraw(m, '150.00')).rejects.toMatchObject({
      code: 'withdraw_daily_amount_reached',
      value: { remainingWithdrawAmount: '100.00' },
    });
    const held = await t.db.query<{ n: bigint }>(
      `SELECT count(*) AS n FROM withdrawals WHERE member_id = $1`,
      [m.memberId],
    );
    expect(Number(held.rows[0]!.n)).toBe(1);
  });

  it('lets a level without a limit withdraw up to the merchant’s maximum', async () => {
    const m = await memberWithCard(1);
    await withdraw(m, '200.00');
    await expect(withdraw(m, '150.00')).resolves.toMatchObject({ withdrawal: expect.anything() });
  });

  it('shows the level’s remaining daily amount on the withdrawal page, as the request checks it', async () => {
    const m = await memberWithCard(0);
    await withdraw(m, '120.00');
    const page = await getWithdrawSettings({
      db: t.db,
      merchant,
      memberId: m.memberId,
      nowMs: Date.now(),
    });
    expect(page.remainingWithdrawAmount).toBe('180.00');
    await expect(withdraw(m, '180.01')).rejects.toMatchObject({
      code: 'withdraw_daily_amount_reached',
    });
    await expect(withdraw(m, '180.00')).resolves.toMatchObject({ withdrawal: expect.anything() });
  });
});
