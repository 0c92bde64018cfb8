import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/db';
import { useTestApp } from '../../../test/test-app';
import { sealedInject } from '../auth/auth-test-helpers';
import {
  PAYMENT_PASSWORD,
  mainBalanceMinor,
  memberWithMoney,
} from '../cashier/cashier-test-support';
import { createTestMember } from '../ledger/test-support';
import { enableAllKinds, flatTier, signed } from '../contracts/contract-test-support';
import { proposeContract } from '../contracts/propose-contract';
import { runTeamStatsFold } from './fold-team-stats';

const t = useTestApp();
const TODAY = new Date().toISOString().slice(0, 10);

async function bet(db: Db, memberId: bigint, stakeMinor: bigint, payoutMinor: bigint) {
  await db.query(
    `INSERT INTO bet_rounds (merchant_id, member_id, vendor_code, round_id, game_code, currency,
                             stake_minor, payout_minor, status, started_at, settled_at)
     SELECT merchant_id, id, 'HOUSE', gen_random_uuid()::text, 'lucky-sevens', 'PHP', $2, $3,
            'settled', now(), now() FROM members WHERE id = $1`,
    [memberId, stakeMinor, payoutMinor],
  );
}

/** agent (with money) → sub (agent) → player; outsider elsewhere with its own player. */
async function team() {
  const agent = await memberWithMoney(t.db, { type: 1, amountMinor: 100_00n });
  const sub = await createTestMember(t.db, { type: 1, uplineId: agent.memberId });
  const player = await memberWithMoney(t.db, { uplineId: sub.memberId });
  const outsider = await createTestMember(t.db, { type: 1 });
  const stranger = await createTestMember(t.db, { uplineId: outsider.memberId });
  return { agent, sub, player, outsider, stranger };
}

/** A top-level contract: the merchant offers it. */
const top = (m: { merchantId: bigint }) => ({ merchantId: m.merchantId, uplineId: null });

const get = (headers: Record<string, string>, url: string) =>
  t.app.inject({ method: 'GET', url, headers });

const transfer = (headers: Record<string, string>, body: Record<string, unknown>) =>
  sealedInject(t.app, {
    method: 'PUT',
    url: '/wps/agent/transferDownline',
    body,
    headers: { authorization: headers.authorization! },
  });

describe('team overview', () => {
  it('sums the whole team over the period, the same before and after the fold', async () => {
    const { agent, sub, player } = await team();
    await bet(t.db, player.memberId, 500_00n, 200_00n);
    await bet(t.db, player.memberId, 100_00n, 0n);
    await bet(t.db, sub.memberId, 50_00n, 80_00n);
    await bet(t.db, agent.memberId, 999_00n, 0n);
    const read = async () =>
      (await get(agent.headers, '/wps/relay/ODSFE2_getTeamOverviewSum?quick=today')).json();
    const before = await read();
    expect(before.success).toBe(true);
    expect(before.value).toMatchObject({
      teamSize: 2,
      directSize: 1,
      newMembers: 2,
      activeMembers: 2,
      betCount: 3,
      validBet: '650.00',
      payout: '280.00',
      profit: '370.00',
      startDate: TODAY,
      endDate: TODAY,
    });
    expect(before.value.days).toEqual([
      expect.objectContaining({ day: TODAY, validBet: '650.00', newMembers: 2 }),
    ]);
    await runTeamStatsFold({ db: t.db });
    const pending = await t.db.query('SELECT 1 FROM team_stat_events');
    expect(pending.rowCount).toBe(0);
    expect((await read()).value).toEqual(before.value);
    const subView = await get(sub.headers, '/wps/relay/ODSFE2_getTeamOverviewSum?quick=last7days');
    expect(subView.json().value).toMatchObject({
      teamSize: 1,
      validBet: '600.00',
      days: expect.any(Array),
    });
    expect(subView.json().value.days).toHaveLength(7);
  });
});

describe('team management', () => {
  it('lists the direct downline, the whole team, a drill-down and a search', async () => {
    const { agent, sub, player } = await team();
    // The agent holds a contract from the merchant and offers one to its sub-agent.
    await enableAllKinds(t.db, agent.merchantId);
    const at = new Date();
    await signed(t.db, { ...top(agent), downlineId: agent.memberId, tiers: [flatTier(300)], at });
    await proposeContract({
      db: t.db,
      merchantId: agent.merchantId,
      uplineId: agent.memberId,
      downlineId: sub.memberId,
      kind: 'realtime_salary',
      tiers: [flatTier(200)],
      actor: { type: 'member', id: String(agent.memberId) },
      now: at,
    });
    const direct = (await get(agent.headers, '/wps/agent/downlines')).json().value;
    expect(direct.parent.username).toBe(agent.username);
    expect(direct.list.map((m: { username: string }) => m.username)).toEqual([sub.username]);
    expect(direct.list[0]).toMatchObject({
      isAgent: true,
      depth: 1,
      teamSize: 1,
      balance: '0.00',
      contracts: [{ kind: 'realtime_salary', status: 'proposed' }],
    });
    const whole = (await get(agent.headers, '/wps/agent/downlines?scope=team')).json().value;
    expect(whole.total).toBe(2);
    const drill = (await get(agent.headers, `/wps/agent/downlines?parentId=${sub.memberId}`)).json()
      .value;
    expect(drill.list.map((m: { username: string }) => m.username)).toEqual([player.username]);
    expect(drill.list[0]).toMatchObject({ depth: 2, contracts: [] });
    const search = (
      await get(
        agent.headers,
        `/wps/agent/downlines?scope=team&username=${player.username.slice(1)}`,
      )
    ).json().value;
    expect(search.list.map((m: { username: string }) => m.username)).toEqual([player.username]);
  });

  it('opens a downline account with the default password, shown in the team at once', async () => {
    const { agent } = await team();
    const name = `dl${Date.now().toString(36)}`.slice(0, 16);
    const r = await sealedInject(t.app, {
      url: '/wps/agent/downline',
      body: { username: name, accountType: 'player' },
      headers: { authorization: agent.token },
    });
    expect(r.json().value).toMatchObject({ username: name, type: 0, mustChangePassword: true });
    const list = (await get(agent.headers, '/wps/agent/downlines')).json().value;
    expect(list.list.map((m: { username: string }) => m.username)).toContain(name);
    const again = await sealedInject(t.app, {
      url: '/wps/agent/downline',
      body: { username: name, accountType: 'agent' },
      headers: { authorization: agent.token },
    });
    expect(again.json()).toMatchObject({ success: false, errorCode: 'username_taken' });
  });
});

describe('team reports', () => {
  it('lists team betting, user profit and loss sorted, and narrows to one member', async () => {
    const { agent, sub, player } = await team();
    await bet(t.db, player.memberId, 100_00n, 0n);
    await bet(t.db, sub.memberId, 10_00n, 50_00n);
    const bets = (await get(agent.headers, '/wps/relay/ODSFE2_getTeamBetting?quick=today')).json();
    expect(bets.value.total).toBe(2);
    expect(bets.value.totals).toMatchObject({ count: 2, validBet: '110.00', payout: '50.00' });
    const one = await get(
      agent.headers,
      `/wps/relay/ODSFE2_getTeamBetting?quick=today&username=${player.username}`,
    );
    expect(one.json().value.list.map((b: { username: string }) => b.username)).toEqual([
      player.username,
    ]);
    const pnl = (
      await get(
        agent.headers,
        '/wps/relay/ODSFE2_getDownlinePNL?quick=today&sort=profit&order=desc',
      )
    ).json().value;
    expect(
      pnl.list.map((p: { username: string; profit: string }) => [p.username, p.profit]),
    ).toEqual([
      [sub.username, '40.00'],
      [player.username, '-100.00'],
    ]);
    const asc = (
      await get(agent.headers, '/wps/relay/ODSFE2_getDownlinePNL?quick=today&sort=profit&order=asc')
    ).json().value;
    expect(asc.list[0].username).toBe(player.username);
    const money = (
      await get(agent.headers, '/wps/relay/ODSFE2_getTeamTransactions?quick=today')
    ).json();
    expect(money).toMatchObject({ success: true, value: { total: 0, list: [] } });
  });
});

describe('transfer to a downline', () => {
  it('moves money to a team member through the ledger, as a transfer or a red envelope', async () => {
    const { agent, player } = await team();
    const r = await transfer(agent.headers, {
      username: player.username,
      amount: '30.50',
      password: PAYMENT_PASSWORD,
    });
    expect(r.json().value).toMatchObject({
      username: player.username,
      amount: '30.50',
      availBalance: '69.50',
    });
    const gift = await transfer(agent.headers, {
      username: player.username,
      amount: '9.50',
      kind: 'redEnvelope',
      remark: 'Happy new year',
      password: PAYMENT_PASSWORD,
    });
    expect(gift.json().value.availBalance).toBe('60.00');
    expect(await mainBalanceMinor(t.db, player.memberId)).toBe(40_00n);
    const codes = await t.db.query<{ code: string }>(
      `SELECT code FROM ledger_transfers WHERE reference = $1 ORDER BY id`,
      [player.username],
    );
    expect(codes.rows.map((c) => c.code)).toEqual(['TRANSFER_DOWNLINE', 'RED_ENVELOPE']);
  });

  it('refuses a wrong payment password, a negative or too large amount, and changes nothing', async () => {
    const { agent, player } = await team();
    const cases: [Record<string, unknown>, string][] = [
      [{ username: player.username, amount: '1', password: '000000' }, 'invalid.payment.pw'],
      [
        { username: player.username, amount: '100.01', password: PAYMENT_PASSWORD },
        'insufficient_funds',
      ],
      [
        { username: player.username, amount: '-5', password: PAYMENT_PASSWORD },
        'request_param_err',
      ],
      [{ username: player.username, amount: '0', password: PAYMENT_PASSWORD }, 'request_param_err'],
    ];
    for (const [body, code] of cases) {
      const r = await transfer(agent.headers, body);
      expect(r.statusCode, JSON.stringify(body)).toBeLessThan(500);
      expect(r.json(), JSON.stringify(body)).toMatchObject({ success: false, errorCode: code });
    }
    expect(await mainBalanceMinor(t.db, agent.memberId)).toBe(100_00n);
    expect(await mainBalanceMinor(t.db, player.memberId)).toBe(0n);
  });

  it('never overdraws with transfers racing each other', async () => {
    const { agent, player } = await team();
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        transfer(agent.headers, {
          username: player.username,
          amount: '30',
          password: PAYMENT_PASSWORD,
        }),
      ),
    );
    const okCount = results.filter((r) => r.json().success === true).length;
    expect(okCount).toBe(3);
    for (const r of results.filter((x) => x.json().success !== true)) {
      expect(r.json().errorCode).toBe('insufficient_funds');
    }
    expect(await mainBalanceMinor(t.db, agent.memberId)).toBe(10_00n);
    expect(await mainBalanceMinor(t.db, player.memberId)).toBe(90_00n);
  });
});

describe('agent authorization', () => {
  it('refuses every agent call about a member outside the team, with no data', async () => {
    const { agent, outsider, stranger } = await team();
    const h = agent.headers;
    const refused = [
      await get(h, `/wps/agent/downlines?parentId=${outsider.memberId}`),
      await get(h, `/wps/agent/downlines?parentId=${stranger.memberId}`),
      await get(h, `/wps/relay/ODSFE2_getTeamBetting?username=${stranger.username}`),
      await get(h, `/wps/relay/ODSFE2_getDownlinePNL?username=${stranger.username}`),
      await get(h, `/wps/relay/ODSFE2_getTeamTransactions?username=${stranger.username}`),
      await get(h, `/wps/relay/ODSFE2_getTeamBetting?username=nobody_at_all`),
      await transfer(h, { username: stranger.username, amount: '1', password: PAYMENT_PASSWORD }),
      await transfer(h, { username: outsider.username, amount: '1', password: PAYMENT_PASSWORD }),
      await transfer(h, { username: agent.username, amount: '1', password: PAYMENT_PASSWORD }),
    ];
    for (const r of refused) {
      expect(r.statusCode).toBe(403);
      expect(r.json()).toMatchObject({ success: false, errorCode: 'not_in_team', value: null });
    }
    expect(await mainBalanceMinor(t.db, agent.memberId)).toBe(100_00n);

    // Invitation codes: another agent's code can be neither listed nor switched off.
    const theirs = await t.app.inject({
      method: 'POST',
      url: '/wps/agent/inviteCodes',
      headers: outsider.headers,
      payload: { accountType: 'player' },
    });
    const codeId = theirs.json().value.id as number;
    const switchOff = await t.app.inject({
      method: 'PUT',
      url: '/wps/agent/inviteCodes/status',
      headers: h,
      payload: { id: codeId, enabled: false },
    });
    expect(switchOff.json()).toMatchObject({ success: false, errorCode: 'not_found', value: null });
    const mine = (await get(h, '/wps/agent/inviteCodes')).json().value;
    expect(mine).toMatchObject({ list: [], total: 0 });
    const still = await t.db.query('SELECT status FROM agent_invite_codes WHERE id = $1', [codeId]);
    expect(still.rows[0]).toEqual({ status: 'active' });
  });

  it('refuses a member who is not an agent on every agent call', async () => {
    const { player, sub } = await team();
    const h = player.headers;
    const calls = [
      await get(h, '/wps/relay/ODSFE2_getTeamOverviewSum'),
      await get(h, '/wps/agent/downlines'),
      await get(h, '/wps/relay/ODSFE2_getTeamBetting'),
      await get(h, '/wps/relay/ODSFE2_getDownlinePNL'),
      await get(h, '/wps/relay/ODSFE2_getTeamTransactions'),
      await transfer(h, { username: sub.username, amount: '1', password: PAYMENT_PASSWORD }),
      await sealedInject(t.app, {
        url: '/wps/agent/downline',
        body: { username: 'nobodyhere1', accountType: 'player' },
        headers: { authorization: player.token },
      }),
      await get(h, '/wps/agent/inviteCodes'),
      await t.app.inject({
        method: 'POST',
        url: '/wps/agent/inviteCodes',
        headers: h,
        payload: { accountType: 'player' },
      }),
      await t.app.inject({
        method: 'PUT',
        url: '/wps/agent/inviteCodes/status',
        headers: h,
        payload: { id: 1, enabled: false },
      }),
    ];
    for (const r of calls) {
      expect(r.json()).toMatchObject({ success: false, errorCode: 'not_agent', value: null });
    }
  });
});
