import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { registerByForm } from '../auth/auth-test-helpers';
import { enableAllKinds, flatTier, signed } from '../contracts/contract-test-support';
import { terminateContract } from '../contracts/terminate-contract';
import { createTestMember, type TestMember } from '../ledger/test-support';

const t = useTestApp({ env: { BOT_MIN_FILL_MS: '0', REGISTER_IP_LIMIT_PER_HOUR: '1000' } });
const NOW = () => new Date();

const salaryOffer = (ratio: string) => ({
  kind: 'realtime_salary',
  tiers: [{ ratio, minTurnover: '0', minLoss: '0', minActiveMembers: 0 }],
});

async function agentWithSalary(ratioBps = 200): Promise<TestMember & { contractId: bigint }> {
  const agent = await createTestMember(t.db, { type: 1 });
  await enableAllKinds(t.db, agent.merchantId);
  const c = await signed(t.db, {
    merchantId: agent.merchantId,
    uplineId: null,
    downlineId: agent.memberId,
    tiers: [flatTier(ratioBps)],
    at: NOW(),
  });
  return { ...agent, contractId: c.id };
}

const createCode = (who: TestMember, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/agent/inviteCodes',
    headers: who.headers,
    payload: body,
  });

const setStatus = (who: TestMember, id: number, enabled: boolean) =>
  t.app.inject({
    method: 'PUT',
    url: '/wps/agent/inviteCodes/status',
    headers: who.headers,
    payload: { id, enabled },
  });

const listCodes = (who: TestMember) =>
  t.app.inject({ method: 'GET', url: '/wps/agent/inviteCodes', headers: who.headers });

const register = (username: string, codes: Record<string, string>) =>
  registerByForm(t.app, username, codes);

const memberRow = async (username: string) =>
  (
    await t.db.query<{ id: bigint; upline_id: bigint; type: number; invite_code_id: bigint }>(
      'SELECT id, upline_id, type, invite_code_id FROM members WHERE username = $1',
      [username],
    )
  ).rows[0];

const offersTo = async (memberId: bigint) =>
  (
    await t.db.query<{ kind: string; status: string; upline_id: bigint; top_ratio_bps: number }>(
      'SELECT kind, status, upline_id, top_ratio_bps FROM contracts WHERE downline_id = $1',
      [memberId],
    )
  ).rows;

describe('invitation codes', () => {
  it('places newcomers under the agent with each code’s account type and proposes its offers', async () => {
    const agent = await agentWithSalary(200);
    const forAgents = await createCode(agent, {
      accountType: 'agent',
      offers: [salaryOffer('1.5')],
      note: 'forum',
    });
    expect(forAgents.json()).toMatchObject({
      success: true,
      value: {
        accountType: 'agent',
        status: 'active',
        registered: 0,
        offers: [{ kind: 'realtime_salary', period: 'five_minutes', topRatio: '1.50' }],
      },
    });
    const agentCode = forAgents.json().value.code as string;
    expect(agentCode).toMatch(/^[A-Z2-9]{8}$/);
    const forPlayers = await createCode(agent, { accountType: 'player', code: 'Promo2026' });
    expect(forPlayers.json().value).toMatchObject({ code: 'Promo2026', offers: [] });

    const check = await t.app.inject({
      url: `/wps/agent/affiliate?code=${agentCode.toLowerCase()}`,
    });
    expect(check.json()).toMatchObject({ success: true, value: { code: agentCode, valid: true } });

    const joined = await register('subagent1', { affiliateCode: agentCode });
    expect(joined.statusCode, joined.body).toBe(200);
    expect((await register('player71', { referralCode: 'PROMO2026' })).statusCode).toBe(200);
    const sub = (await memberRow('subagent1'))!;
    const player = (await memberRow('player71'))!;
    expect(sub).toMatchObject({ upline_id: agent.memberId, type: 1 });
    expect(player).toMatchObject({ upline_id: agent.memberId, type: 0 });
    expect(await offersTo(sub.id)).toEqual([
      {
        kind: 'realtime_salary',
        status: 'proposed',
        upline_id: agent.memberId,
        top_ratio_bps: 150,
      },
    ]);
    expect(await offersTo(player.id)).toEqual([]);

    const list = (await listCodes(agent)).json().value;
    expect(list.total).toBe(2);
    const registered = Object.fromEntries(
      (list.list as { code: string; registered: number }[]).map((c) => [c.code, c.registered]),
    );
    expect(registered).toEqual({ [agentCode]: 1, Promo2026: 1 });
  });

  it('refuses offers the agent could not propose by hand, and bad codes, creating nothing', async () => {
    const agent = await agentWithSalary(200);
    const bare = await createTestMember(t.db, { type: 1 });
    const cases: [TestMember, Record<string, unknown>, string][] = [
      [
        agent,
        { accountType: 'agent', offers: [salaryOffer('2.5')] },
        'contract.ratio_above_upline',
      ],
      [
        agent,
        {
          accountType: 'agent',
          offers: [{ ...salaryOffer('1'), kind: 'dividend', period: 'weekly' }],
        },
        'contract.upline_has_none',
      ],
      [bare, { accountType: 'agent', offers: [salaryOffer('1')] }, 'contract.upline_has_none'],
      [agent, { accountType: 'player', offers: [salaryOffer('1')] }, 'request_param_err'],
      [
        agent,
        { accountType: 'agent', offers: [salaryOffer('1'), salaryOffer('0.5')] },
        'request_param_err',
      ],
      [agent, { accountType: 'agent', offers: [salaryOffer('-1')] }, 'request_param_err'],
      [agent, { accountType: 'player', code: 'a b' }, 'request_param_err'],
      // The DEMO registration form wants letters and digits in a code.
      [agent, { accountType: 'player', code: 'LETTERSONLY' }, 'field_invalid'],
      [agent, { accountType: 'visitor' }, 'request_param_err'],
    ];
    for (const [who, body, errorCode] of cases) {
      const r = await createCode(who, body);
      expect(r.statusCode, JSON.stringify(body)).toBeLessThan(500);
      expect(r.json(), JSON.stringify(body)).toMatchObject({ success: false });
      if (errorCode !== 'request_param_err') expect(r.json().errorCode).toBe(errorCode);
    }
    const made = await t.db.query(
      'SELECT 1 FROM agent_invite_codes WHERE agent_id = ANY($1::int8[])',
      [[agent.memberId, bare.memberId]],
    );
    expect(made.rowCount).toBe(0);

    await t.db.query("UPDATE members SET affiliate_code = 'OLDCODE9' WHERE id = $1", [
      bare.memberId,
    ]);
    const taken = await createCode(agent, { accountType: 'player', code: 'oldcode9' });
    expect(taken.json()).toMatchObject({ success: false, errorCode: 'invite_code.taken' });
  });

  it('draws codes the registration form accepts: letters and digits, no look-alikes', async () => {
    const agent = await createTestMember(t.db, { type: 1 });
    for (let i = 0; i < 20; i++) {
      const made = (await createCode(agent, { accountType: 'player' })).json().value;
      expect(made.code).toMatch(/^(?=.*[A-Z])(?=.*[2-9])[A-HJKMNP-Z2-9]{8}$/);
    }
  });

  it('keeps the single affiliate code of before working as a player code', async () => {
    const agent = await createTestMember(t.db, { type: 1 });
    await t.db.query("UPDATE members SET affiliate_code = 'LEGACY77' WHERE id = $1", [
      agent.memberId,
    ]);
    const list = (await listCodes(agent)).json().value.list;
    expect(list).toEqual([
      expect.objectContaining({ code: 'LEGACY77', legacy: true, accountType: 'player' }),
    ]);
    expect((await register('legacyjoin', { affiliateCode: 'legacy77' })).statusCode).toBe(200);
    expect(await memberRow('legacyjoin')).toMatchObject({ upline_id: agent.memberId, type: 0 });
  });

  it('a disabled code registers nobody until enabled again; only its agent can switch it', async () => {
    const agent = await agentWithSalary();
    const other = await createTestMember(t.db, { type: 1 });
    const code = (await createCode(agent, { accountType: 'player', code: 'OFFON01' })).json().value;
    const refused = await setStatus(other, code.id, false);
    expect(refused.json()).toMatchObject({ success: false, errorCode: 'not_found', value: null });

    expect((await setStatus(agent, code.id, false)).json().value.status).toBe('disabled');
    expect((await t.app.inject({ url: '/wps/agent/affiliate?code=OFFON01' })).json()).toMatchObject(
      {
        success: false,
        errorCode: 'invitation_code_error',
      },
    );
    const blocked = await register('offon1', { affiliateCode: 'OFFON01' });
    expect(blocked.json().errorCode).toBe('invitation_code_error');
    expect(await memberRow('offon1')).toBeUndefined();

    expect((await setStatus(agent, code.id, true)).json().value.status).toBe('active');
    expect((await register('offon2', { affiliateCode: 'OFFON01' })).statusCode).toBe(200);
  });

  it('still registers the newcomer when the agent no longer holds what the code offers', async () => {
    const agent = await agentWithSalary(200);
    const code = (
      await createCode(agent, { accountType: 'agent', offers: [salaryOffer('1')] })
    ).json().value.code as string;
    await terminateContract({
      db: t.db,
      merchantId: agent.merchantId,
      memberId: null,
      actor: { type: 'operator', id: '1' },
      contractId: agent.contractId,
      reason: 'test',
      now: NOW(),
    });
    expect((await register('lateagent', { affiliateCode: code })).statusCode).toBe(200);
    const late = (await memberRow('lateagent'))!;
    expect(late).toMatchObject({ upline_id: agent.memberId, type: 1 });
    expect(await offersTo(late.id)).toEqual([]);
    const audit = await t.db.query<{ detail: unknown }>(
      "SELECT after AS detail FROM audit_log WHERE action = 'register' AND subject_id = $1",
      [String(late.id)],
    );
    expect(JSON.stringify(audit.rows[0]?.detail)).toContain('contract.upline_has_none');
  });

  it('refuses the invitation calls to a member who is not an agent', async () => {
    const player = await createTestMember(t.db);
    for (const r of [
      await listCodes(player),
      await createCode(player, { accountType: 'player' }),
      await setStatus(player, 1, false),
    ]) {
      expect(r.json()).toMatchObject({ success: false, errorCode: 'not_agent', value: null });
    }
  });
});
