import { beforeAll, describe, expect, it } from 'vitest';
import type { OperatorRole } from '@wl/contract/operators/roles';
import { useTestApp } from '../../../test/test-app';
import { testMember } from '../auth/auth-test-helpers';
import { operatorsOfEveryRole, opsCall } from '../operators/ops-test-support';

describe('back office member page: bets as rounds and round recall', () => {
  const t = useTestApp();
  let tokens: Record<OperatorRole, string>;
  let memberId: bigint;

  beforeAll(async () => {
    tokens = await operatorsOfEveryRole(t.app, t.db);
    const m = await testMember(t.db, { username: 'roundsmember' });
    memberId = m.id;
    // Two rounds as the seamless wallet records them: one won, one still open.
    await t.db.query(
      `INSERT INTO bet_rounds (merchant_id, member_id, vendor_code, round_id, game_code, game_type,
                               currency, stake_minor, payout_minor, status, started_at, settled_at)
       VALUES ($1, $2, 'HOUSE', 'R-1', 'slot-1', 'RNG', 'PHP', 1000, 2500, 'settled',
               now() - interval '2 hours', now() - interval '2 hours'),
              ($1, $2, 'OTHER', 'R-2', 'live-1', 'LIVE', 'PHP', 500, 0, 'open',
               now() - interval '1 hour', NULL)`,
      [m.merchantId, memberId],
    );
    await t.db.query(
      `INSERT INTO vendor_wallet_txs (merchant_id, vendor_code, tx_id, kind, member_id, currency,
                                      round_id, game_code, bet_tx_id, amount_minor, request_hash,
                                      state, created_at)
       VALUES ($1, 'HOUSE', 'D-1', 'debit', $2, 'PHP', 'R-1', 'slot-1', NULL, 1000, '\\x01',
               'settled', now() - interval '2 hours'),
              ($1, 'HOUSE', 'C-1', 'credit', $2, 'PHP', 'R-1', 'slot-1', 'D-1', 2500, '\\x02',
               NULL, now() - interval '119 minutes')`,
      [m.merchantId, memberId],
    );
  });

  const get = (url: string) => opsCall(t.app, tokens.read_only, 'GET', url).then((r) => r.json());

  it('lists the rounds newest first with win/loss, filtered by vendor and status', async () => {
    const all = await get(`/ops/members/${memberId}/rounds`);
    expect(all.value.list.map((r: { roundId: string }) => r.roundId)).toEqual(['R-2', 'R-1']);
    expect(all.value.list[1]).toMatchObject({
      stake: '10.00',
      payout: '25.00',
      winLoss: '15.00',
      status: 'settled',
    });
    const house = await get(`/ops/members/${memberId}/rounds?vendorCode=HOUSE`);
    expect(house.value.total).toBe(1);
    const open = await get(`/ops/members/${memberId}/rounds?status=open`);
    expect(open.value.list).toHaveLength(1);
    expect(open.value.list[0]).toMatchObject({ roundId: 'R-2', winLoss: '-5.00' });
    const bad = await opsCall(
      t.app,
      tokens.read_only,
      'GET',
      `/ops/members/${memberId}/rounds?status=won`,
    );
    expect(bad.statusCode).toBe(400);
  });

  it("recalls a round from the vendor's calls, in arrival order", async () => {
    const recall = await get(`/ops/members/${memberId}/rounds/recall?vendorCode=HOUSE&roundId=R-1`);
    expect(recall.value.round).toMatchObject({ roundId: 'R-1', gameCode: 'slot-1' });
    expect(recall.value.calls).toMatchObject([
      { txId: 'D-1', kind: 'debit', amount: '10.00' },
      { txId: 'C-1', kind: 'credit', amount: '25.00', betTxId: 'D-1' },
    ]);
    const missing = await get(
      `/ops/members/${memberId}/rounds/recall?vendorCode=HOUSE&roundId=R-9`,
    );
    expect(missing).toMatchObject({ success: false, errorCode: 'not_found' });
    const noMember = await get('/ops/members/99999999/rounds');
    expect(noMember).toMatchObject({ success: false, errorCode: 'not_found' });
  });
});
