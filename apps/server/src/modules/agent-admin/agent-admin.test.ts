import { beforeAll, describe, expect, it } from 'vitest';
import type { OperatorRole } from '@wl/contract/operators/roles';
import { useTestApp } from '../../../test/test-app';
import { createTestMember, type TestMember } from '../ledger/test-support';
import { enableAllKinds, flatTier, signed } from '../contracts/contract-test-support';
import { operatorsOfEveryRole, opsCall } from '../operators/ops-test-support';

const TODAY = new Date().toISOString().slice(0, 10);

describe('back office agents: tree, jump, team figures, contracts and bills', () => {
  const t = useTestApp();
  let tokens: Record<OperatorRole, string>;
  let top: TestMember;
  let sub: TestMember;
  let player: TestMember;
  let contractId: bigint;

  beforeAll(async () => {
    tokens = await operatorsOfEveryRole(t.app, t.db);
    top = await createTestMember(t.db, { type: 1, username: 'bo_top_agent' });
    sub = await createTestMember(t.db, { type: 1, uplineId: top.memberId, username: 'bo_sub' });
    player = await createTestMember(t.db, { uplineId: sub.memberId, username: 'bo_Player' });
    for (let i = 0; i < 3; i += 1) await createTestMember(t.db, { uplineId: top.memberId });
    // A player who joined alone is in nobody's tree and not at the top of one.
    await createTestMember(t.db, { username: 'bo_loner' });
    await t.db.query(
      `INSERT INTO bet_rounds (merchant_id, member_id, vendor_code, round_id, game_code, currency,
                               stake_minor, payout_minor, status, started_at, settled_at)
       VALUES ($1, $2, 'HOUSE', gen_random_uuid()::text, 'lucky-sevens', 'PHP', 12000, 2000,
               'settled', now(), now())`,
      [player.merchantId, player.memberId],
    );
    await enableAllKinds(t.db, top.merchantId);
    const c = await signed(t.db, {
      merchantId: top.merchantId,
      uplineId: null,
      downlineId: top.memberId,
      tiers: [flatTier(1000)],
      at: new Date(),
    });
    contractId = c.id;
  });

  const get = (role: OperatorRole, url: string) =>
    opsCall(t.app, tokens[role], 'GET', url).then((r) => ({ status: r.statusCode, ...r.json() }));

  it('lists the top of the tree, then one level at a time with team sizes, paged', async () => {
    const tops = await get('agent_manager', '/ops/agents/tree?pageSize=200');
    const names = tops.value.list.map((n: { username: string }) => n.username);
    expect(names).toContain('bo_top_agent');
    expect(names).not.toContain('bo_loner');
    expect(names).not.toContain('bo_sub');
    const node = tops.value.list.find((n: { username: string }) => n.username === 'bo_top_agent');
    expect(node).toMatchObject({ isAgent: true, direct: 4, teamSize: 5, status: 'active' });

    const level = await get('read_only', `/ops/agents/tree?parentId=${top.memberId}&pageSize=3`);
    expect(level.value).toMatchObject({ total: 4, totalPages: 2, pageNum: 1 });
    expect(level.value.list).toHaveLength(3);
    expect(level.value.list[0]).toMatchObject({ username: 'bo_sub', direct: 1, teamSize: 1 });
    const next = await get(
      'read_only',
      `/ops/agents/tree?parentId=${top.memberId}&pageSize=3&pageNo=2`,
    );
    expect(next.value.list).toHaveLength(1);
  });

  it('jumps to a member by user name in any case: the chain from the top', async () => {
    const r = await get('agent_manager', '/ops/agents/path?username=BO_PLAYER');
    expect(r.value.path.map((n: { username: string }) => n.username)).toEqual([
      'bo_top_agent',
      'bo_sub',
      'bo_Player',
    ]);
    const missing = await get('agent_manager', '/ops/agents/path?username=nobody_here');
    expect([missing.status, missing.errorCode]).toEqual([404, 'not_found']);
    const blank = await get('agent_manager', '/ops/agents/path?username=');
    expect([blank.status, blank.success]).toEqual([400, false]);
    const mistyped = await get('agent_manager', '/ops/agents/tree?parentId=abc');
    expect([mistyped.status, mistyped.success]).toEqual([400, false]);
  });

  it("answers an agent's team figures for a period from the day rollups", async () => {
    const r = await get(
      'agent_manager',
      `/ops/agents/${top.memberId}/team?startDate=${TODAY}&endDate=${TODAY}`,
    );
    expect(r.value).toMatchObject({
      teamSize: 5,
      directSize: 4,
      betCount: 1,
      validBet: '120.00',
      payout: '20.00',
      profit: '100.00',
    });
    expect(r.value.days).toEqual([expect.objectContaining({ day: TODAY, validBet: '120.00' })]);
    const subTeam = await get('agent_manager', `/ops/agents/${sub.memberId}/team?quick=today`);
    expect(subTeam.value).toMatchObject({ teamSize: 1, validBet: '120.00' });
    const unknown = await get('agent_manager', '/ops/agents/999999999/team');
    expect(unknown.status).toBe(404);
  });

  it("lists the agent's contracts and bills, and terminates with a reason, audited", async () => {
    const contracts = await get('agent_manager', '/ops/contracts?username=bo_top_agent');
    expect(contracts.value.contracts.map((c: { contractId: number }) => c.contractId)).toEqual([
      Number(contractId),
    ]);
    const bills = await get('agent_manager', '/ops/contract-bills?username=bo_top_agent');
    expect(bills.value).toMatchObject({ total: 0, bills: [] });
    const noBills = await get('agent_manager', '/ops/contract-bills?username=no_such_agent');
    expect(noBills.value.total).toBe(0);

    const url = `/ops/contracts/${contractId}/terminate`;
    const byCashier = await opsCall(t.app, tokens.cashier, 'POST', url, { reason: 'moving on' });
    expect(byCashier.json().errorCode).toBe('operator_role_forbidden');
    const noReason = await opsCall(t.app, tokens.agent_manager, 'POST', url, { reason: '' });
    expect(noReason.statusCode).toBe(400);
    const still = await get('agent_manager', '/ops/contracts?username=bo_top_agent');
    expect(still.value.contracts[0].status).toBe('active');

    const reason = '<script>alert(1)</script> agent left';
    const ended = await opsCall(t.app, tokens.agent_manager, 'POST', url, { reason });
    expect(ended.json().value).toMatchObject({ status: 'terminated' });
    const audit = await t.db.query<{ after: { reason: string }; ip: string | null }>(
      `SELECT after, ip FROM audit_log WHERE action = 'contract_terminate' AND subject_id = $1`,
      [String(contractId)],
    );
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]).toMatchObject({ after: { reason }, ip: '127.0.0.1' });
  });

  it('refuses the tree to roles without agents.view', async () => {
    const r = await get('content', '/ops/agents/tree');
    expect([r.status, r.errorCode]).toEqual([403, 'operator_role_forbidden']);
  });
});
