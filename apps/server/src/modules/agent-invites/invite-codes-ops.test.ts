import { beforeAll, describe, expect, it } from 'vitest';
import type { OperatorRole } from '@wl/contract/operators/roles';
import { useTestApp } from '../../../test/test-app';
import { createTestMember } from '../ledger/test-support';
import { operatorsOfEveryRole, opsCall } from '../operators/ops-test-support';

const t = useTestApp({ env: { BOT_MIN_FILL_MS: '0' } });

describe("back office: an agent's invitation codes", () => {
  let tokens: Record<OperatorRole, string>;
  beforeAll(async () => {
    tokens = await operatorsOfEveryRole(t.app, t.db);
  });

  it('lists the codes of the agent, disables one (audited as the operator) and refuses other roles', async () => {
    const agent = await createTestMember(t.db, { type: 1 });
    const made = await t.app.inject({
      method: 'POST',
      url: '/wps/agent/inviteCodes',
      headers: agent.headers,
      payload: { accountType: 'player', code: 'OPSCODE1' },
    });
    const code = made.json().value as { id: number };
    const base = `/ops/agents/${agent.memberId}/invite-codes`;

    const list = await opsCall(t.app, tokens.read_only, 'GET', `${base}?pageNo=1&pageSize=10`);
    expect(list.json().value).toMatchObject({
      total: 1,
      list: [{ code: 'OPSCODE1', status: 'active' }],
    });

    const refused = await opsCall(t.app, tokens.read_only, 'POST', `${base}/${code.id}/status`, {
      enabled: false,
    });
    expect(refused.statusCode).toBe(403);
    const other = await createTestMember(t.db, { type: 1 });
    const notTheirs = await opsCall(
      t.app,
      tokens.agent_manager,
      'POST',
      `/ops/agents/${other.memberId}/invite-codes/${code.id}/status`,
      { enabled: false },
    );
    expect([notTheirs.statusCode, notTheirs.json().success]).toEqual([404, false]);
    const malformed = await opsCall(
      t.app,
      tokens.agent_manager,
      'POST',
      `${base}/${code.id}/status`,
      { enabled: 'no' },
    );
    expect([malformed.statusCode, malformed.json().success]).toEqual([400, false]);

    const off = await opsCall(t.app, tokens.agent_manager, 'POST', `${base}/${code.id}/status`, {
      enabled: false,
    });
    expect(off.json()).toMatchObject({
      success: true,
      value: { code: 'OPSCODE1', status: 'disabled' },
    });
    const agentSees = await t.app.inject({
      method: 'GET',
      url: '/wps/agent/inviteCodes',
      headers: agent.headers,
    });
    expect(agentSees.json().value.list[0].status).toBe('disabled');
    const audit = await t.db.query(
      `SELECT actor_type, before, after FROM audit_log WHERE action = 'invite_code_status' AND subject_id = $1`,
      [String(code.id)],
    );
    expect(audit.rows).toEqual([
      {
        actor_type: 'operator',
        before: { code: 'OPSCODE1', status: 'active' },
        after: { code: 'OPSCODE1', status: 'disabled' },
      },
    ]);
  });

  it('answers a member who is not an agent as not found', async () => {
    const player = await createTestMember(t.db, { type: 0 });
    const r = await opsCall(
      t.app,
      tokens.agent_manager,
      'GET',
      `/ops/agents/${player.memberId}/invite-codes`,
    );
    expect([r.statusCode, r.json().success, r.json().errorCode]).toEqual([404, false, 'not_found']);
  });
});
