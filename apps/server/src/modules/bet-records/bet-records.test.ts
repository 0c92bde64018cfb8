import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import {
  fundedPlayer,
  houseSecret,
  walletCall,
  type WalletPlayer,
} from '../vendor-wallet/wallet-test-support';

const t = useTestApp();

async function play(
  p: WalletPlayer,
  secret: string,
  roundId: string,
  stake: string,
  payout: string | 'rollback',
) {
  const common = {
    memberRef: p.memberRef,
    currency: p.currency,
    roundId,
    gameCode: 'lucky-sevens',
  };
  await walletCall(t.app, secret, 'debit', {
    ...common,
    token: p.playerToken,
    txId: `${roundId}.d`,
    amountMinor: stake,
  });
  const second =
    payout === 'rollback'
      ? await walletCall(t.app, secret, 'rollback', {
          ...common,
          txId: `${roundId}.r`,
          betTxId: `${roundId}.d`,
        })
      : await walletCall(t.app, secret, 'credit', {
          ...common,
          txId: `${roundId}.c`,
          betTxId: `${roundId}.d`,
          amountMinor: payout,
        });
  expect(second.status).toBe(200);
}

async function get<T>(p: WalletPlayer, url: string) {
  const r = await t.app.inject({ method: 'GET', url, headers: p.headers });
  return { status: r.statusCode, body: r.json<{ value: T; errorCode?: string }>() };
}

describe('bet records', () => {
  it('lists the member rounds newest first with paging and totals, and filters by vendor', async () => {
    const p = await fundedPlayer(t.db);
    const secret = await houseSecret(t.db, p.merchantId);
    const tag = `br${p.memberId}`;
    await play(p, secret, `${tag}.1`, '1000', '2500');
    await play(p, secret, `${tag}.2`, '500', '0');
    await play(p, secret, `${tag}.3`, '300', 'rollback');
    const page = await get<{
      list: { roundId: string; profit: string; status: string }[];
      total: number;
      totalPages: number;
      totals: Record<string, unknown>;
    }>(p, '/wps/relay/ODSFE2_getBetHistory?quick=today&pageNo=1&pageSize=2');
    expect(page.status).toBe(200);
    expect(page.body.value.total).toBe(3);
    expect(page.body.value.totalPages).toBe(2);
    expect(page.body.value.list.map((r) => r.roundId)).toEqual([`${tag}.3`, `${tag}.2`]);
    expect(page.body.value.list[0]).toMatchObject({ status: 'void', profit: '0.00' });
    expect(page.body.value.totals).toEqual({
      count: 3,
      stake: '18.00',
      validBet: '15.00',
      payout: '25.00',
      profit: '10.00',
    });
    const other = await get<{ total: number }>(
      p,
      '/wps/relay/ODSFE2_getBetHistory?quick=today&vendorCode=JL',
    );
    expect(other.body.value.total).toBe(0);
    const yesterday = await get<{ total: number }>(
      p,
      '/wps/relay/ODSFE2_getBetHistory?quick=yesterday',
    );
    expect(yesterday.body.value.total).toBe(0);
  });

  it('reports profit and loss by game type and vendor', async () => {
    const p = await fundedPlayer(t.db);
    const secret = await houseSecret(t.db, p.merchantId);
    await play(p, secret, `pl${p.memberId}.1`, '1000', '0');
    await play(p, secret, `pl${p.memberId}.2`, '1000', '1500');
    const r = await get<{ lines: unknown[]; totals: unknown }>(
      p,
      '/wps/relay/ODSFE2_getPersonalProfit?quick=last7days',
    );
    expect(r.body.value.lines).toEqual([
      {
        gameType: 'RNG',
        vendorCode: 'HOUSE',
        count: 2,
        stake: '20.00',
        validBet: '20.00',
        payout: '15.00',
        profit: '-5.00',
      },
    ]);
    expect(r.body.value.totals).toMatchObject({ count: 2, profit: '-5.00' });
  });

  it('opens a round with the vendor round page and hides other members rounds', async () => {
    const p = await fundedPlayer(t.db);
    const q = await fundedPlayer(t.db);
    const secret = await houseSecret(t.db, p.merchantId);
    await play(p, secret, `dt${p.memberId}`, '100', '0');
    const list = await get<{ list: { id: string }[] }>(p, '/wps/relay/ODSFE2_getBetHistory');
    const id = list.body.value.list[0]!.id;
    const detail = await get<{ detailUrl: string }>(p, `/wps/relay/ODSFE2_getBetDetail?id=${id}`);
    expect(detail.body.value.detailUrl).toMatch(new RegExp(`/round/dt${p.memberId}$`));
    const foreign = await get<unknown>(q, `/wps/relay/ODSFE2_getBetDetail?id=${id}`);
    expect(foreign.status).toBe(404);
  });

  it('refuses an inverted or over-long date range', async () => {
    const p = await fundedPlayer(t.db);
    const r = await get<unknown>(
      p,
      '/wps/relay/ODSFE2_getBetHistory?startDate=2026-05-01&endDate=2026-01-01',
    );
    expect([r.status, r.body.errorCode]).toEqual([400, 'request_param_err']);
    const long = await get<unknown>(
      p,
      '/wps/relay/ODSFE2_getPersonalProfit?startDate=2025-01-01&endDate=2026-01-01',
    );
    expect(long.status).toBe(400);
  });
});
