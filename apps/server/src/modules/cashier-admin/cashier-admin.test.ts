import { beforeAll, describe, expect, it } from 'vitest';
import type { OperatorRole } from '@wl/contract/operators/roles';
import { useTestApp } from '../../../test/test-app';
import { call, memberWithMoney, PAYMENT_PASSWORD } from '../cashier/cashier-test-support';
import { decideWithdrawal } from '../cashier/decide-withdrawal';
import { requestWithdrawal } from '../cashier/request-withdrawal';
import { findMerchantByCode } from '../merchants/merchant-store';
import type { Merchant } from '../merchants/merchant';
import { operatorsOfEveryRole, opsCall } from '../operators/ops-test-support';

const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('back office cashier set-up: channels, bank cards, disputed receipts', () => {
  const t = useTestApp();
  let tokens: Record<OperatorRole, string>;
  let merchant: Merchant;

  beforeAll(async () => {
    tokens = await operatorsOfEveryRole(t.app, t.db);
    merchant = (await findMerchantByCode(t.db, 'DEMO'))!;
    await t.db.query(
      'UPDATE cashier_settings SET turnover_multiple_bps = 0, withdraw_daily_max_count = 50 WHERE merchant_id = $1',
      [merchant.id],
    );
  });

  const as = (role: OperatorRole, method: string, url: string, body?: object) =>
    opsCall(t.app, tokens[role], method, url, body).then((r) => ({
      status: r.statusCode,
      ...r.json(),
    }));

  async function addCard(memberId: bigint, accountNumber: string) {
    const r = await t.db.query<{ id: bigint }>(
      `INSERT INTO payout_accounts (merchant_id, member_id, card_type, bank_code, account_name, account_number)
       VALUES ($1, $2, 'BC', 'BDO', 'Ana Cruz', $3) RETURNING id`,
      [merchant.id, memberId, accountNumber],
    );
    return r.rows[0]!.id;
  }

  it("changes a channel's limits, switch and order; the player's deposit page follows", async () => {
    const list = await as('read_only', 'GET', '/ops/payment-channels');
    const bank = list.value.list.find((c: { vendorId: string }) => c.vendorId === 'BDO-MT');
    expect(bank).toMatchObject({ enabled: true, minAmount: '100.00' });

    const url = `/ops/payment-channels/${bank.id}`;
    const change = { minAmount: '250.00', maxAmount: '9000', enabled: true, sort: 99 };
    const byContent = await as('content', 'POST', url, change);
    expect(byContent.errorCode).toBe('operator_role_forbidden');
    const inverted = await as('cashier', 'POST', url, { ...change, maxAmount: '200' });
    expect([inverted.status, inverted.success]).toEqual([400, false]);
    // Named as the maximum's refusal, so the back office shows it under that field.
    expect(inverted.value).toEqual({
      fields: [{ field: 'maxAmount', messageKey: 'error_channel_limits' }],
    });
    const mistyped = await as('cashier', 'POST', url, { ...change, minAmount: '<b>1</b>' });
    expect(mistyped.status).toBe(400);
    const unchanged = await as('cashier', 'GET', '/ops/payment-channels');
    expect(unchanged.value.list).toEqual(list.value.list);

    const saved = await as('cashier', 'POST', url, change);
    expect(saved.value).toMatchObject({ minAmount: '250.00', maxAmount: '9000.00', sort: 99 });
    const player = await memberWithMoney(t.db, { amountMinor: 0n });
    const channels = async () =>
      (await call(t.app, player).get('/wps/relay/MCSFE_getDepositPaymentChannels')).json().value;
    expect((await channels()).MT.channels[0]).toMatchObject({ minAmount: '250.00' });
    // The list keeps the operator's order: the bank transfer now comes after the gateways.
    const order = Object.keys(await channels());
    expect(order.at(-1)).toBe('MT');

    await as('supervisor', 'POST', url, { ...change, enabled: false });
    expect((await channels()).MT).toBeUndefined();
    const audit = await t.db.query<{ before: { minAmount: string }; ip: string }>(
      `SELECT before, ip FROM audit_log WHERE action = 'payment_channel_changed' ORDER BY id`,
    );
    expect(audit.rows).toHaveLength(2);
    expect(audit.rows[0]).toMatchObject({ before: { minAmount: '100.00' }, ip: '127.0.0.1' });
  });

  it('searches bank cards and disables one: gone from the member, no withdrawal to it', async () => {
    const m = await memberWithMoney(t.db, { amountMinor: 1_000_00n });
    const [username] = (
      await t.db.query<{ username: string }>('SELECT username FROM members WHERE id = $1', [
        m.memberId,
      ])
    ).rows.map((r) => r.username);
    const cardId = await addCard(m.memberId, '5550001112');
    const found = await as('risk', 'GET', `/ops/bank-cards?keyword=5550001112`);
    expect(found.value.list).toEqual([
      expect.objectContaining({ id: Number(cardId), username, status: 'active' }),
    ]);
    const byName = await as('cashier', 'GET', `/ops/bank-cards?keyword=${username}`);
    expect(byName.value.total).toBe(1);

    const url = `/ops/bank-cards/${cardId}/disable`;
    expect((await as('read_only', 'POST', url, { reason: 'stolen card' })).errorCode).toBe(
      'operator_role_forbidden',
    );
    expect((await as('cashier', 'POST', url, { reason: '' })).status).toBe(400);
    const script = '<script>alert(1)</script> not the owner';
    const disabled = await as('cashier', 'POST', url, { reason: script });
    expect(disabled.value).toMatchObject({ status: 'disabled', disabledReason: script });
    expect((await as('cashier', 'POST', url, { reason: 'again' })).errorCode).toBe('conflict');
    const listed = await as('cashier', 'GET', '/ops/bank-cards?status=disabled');
    expect(listed.value.list.map((c: { id: number }) => c.id)).toContain(Number(cardId));

    await expect(
      requestWithdrawal({
        db: t.db,
        merchant,
        memberId: m.memberId,
        payoutAccountId: cardId,
        amount: '100.00',
        password: PAYMENT_PASSWORD,
        nowMs: Date.now(),
        ip: null,
      }),
    ).rejects.toMatchObject({ code: 'bank_card_not_found' });
    const audit = await t.db.query(
      `SELECT 1 FROM audit_log WHERE action = 'bank_card_disabled' AND subject_id = $1`,
      [String(cardId)],
    );
    expect(audit.rows).toHaveLength(1);
  });

  it("shows a disputed receipt's proof images to the cashier, who resolves it", async () => {
    const m = await memberWithMoney(t.db, { amountMinor: 1_000_00n });
    const cardId = await addCard(m.memberId, '5550009999');
    const operatorId = (
      await t.db.query<{ id: bigint }>(`SELECT id FROM operators WHERE username = 'cashier-op'`)
    ).rows[0]!.id;
    const { withdrawal } = await requestWithdrawal({
      db: t.db,
      merchant,
      memberId: m.memberId,
      payoutAccountId: cardId,
      amount: '120.00',
      password: PAYMENT_PASSWORD,
      nowMs: Date.now(),
      ip: null,
    });
    const orderNo = withdrawal.orderNo;
    await decideWithdrawal({
      db: t.db,
      merchantId: merchant.id,
      orderNo,
      decision: 'approve',
      operatorId,
      nowMs: Date.now(),
      ip: null,
    });
    const disputed = await call(t.app, m).post('/wps/relay/MCSFE_processC2CTransaction', {
      orderNo,
      action: 'not_received',
      proofs: [{ contentBase64: PNG_1X1 }],
    });
    expect(disputed.json().success).toBe(true);

    const queue = await as('cashier', 'GET', '/ops/withdrawals?confirmation=not_received');
    expect(queue.value.list.map((w: { orderNo: string }) => w.orderNo)).toContain(orderNo);
    const proofs = await as('cashier', 'GET', `/ops/withdrawals/${orderNo}/proofs`);
    expect(proofs.value.proofs).toEqual([expect.objectContaining({ mime: 'image/png' })]);
    const image = await opsCall(
      t.app,
      tokens.cashier,
      'GET',
      `/ops/withdrawal-proofs/${proofs.value.proofs[0].id}`,
    );
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.rawPayload.equals(Buffer.from(PNG_1X1, 'base64'))).toBe(true);
    const refused = await opsCall(
      t.app,
      tokens.content,
      'GET',
      `/ops/withdrawal-proofs/${proofs.value.proofs[0].id}`,
    );
    expect(refused.statusCode).toBe(403);
    expect((await as('cashier', 'GET', '/ops/withdrawals/W0000000000000000/proofs')).status).toBe(
      404,
    );

    const resolved = await as('cashier', 'POST', `/ops/withdrawals/${orderNo}/force-received`, {
      reason: 'bank statement shows the payout',
    });
    expect(resolved.value.confirmationStatus).toBe('forced_received');
  });
});
