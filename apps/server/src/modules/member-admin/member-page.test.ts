import { beforeAll, describe, expect, it } from 'vitest';
import type { OperatorRole } from '@wl/contract/operators/roles';
import { useTestApp } from '../../../test/test-app';
import { sealedInject, testMember } from '../auth/auth-test-helpers';
import { operatorsOfEveryRole, opsCall } from '../operators/ops-test-support';

describe('back office member page: profile, logins, password reset', () => {
  const t = useTestApp({ env: { LOGIN_IP_LIMIT_PER_MINUTE: '1000' } });
  let tokens: Record<OperatorRole, string>;
  let memberId: bigint;

  const login = async (username: string, password: string) => {
    const r = await sealedInject(t.app, {
      url: '/wps/session/login',
      body: { username, password },
    });
    const answer = r.json() as {
      success: boolean;
      value: { token: string; defaultPassword: boolean };
    };
    return answer.success ? answer.value : undefined;
  };

  beforeAll(async () => {
    tokens = await operatorsOfEveryRole(t.app, t.db);
    const upline = await testMember(t.db, { username: 'pageagent', password: 'Agent123' });
    const m = await testMember(t.db, { username: 'pagemember', password: 'Old12345' });
    memberId = m.id;
    await t.db.query(
      `UPDATE members SET upline_id = $2, member_labels = '{vip,watch}', nickname = 'Page'
        WHERE id = $1`,
      [memberId, upline.id],
    );
  });

  it('shows the profile with labels and upline, and the logins newest first', async () => {
    expect(await login('pagemember', 'Old12345')).toBeTruthy();
    expect(await login('pagemember', 'wrong-one')).toBeUndefined();
    const detail = await opsCall(t.app, tokens.read_only, 'GET', `/ops/members/${memberId}`);
    expect(detail.json().value).toMatchObject({
      username: 'pagemember',
      nickname: 'Page',
      labels: ['vip', 'watch'],
      upline: { username: 'pageagent' },
      mustChangePassword: false,
    });
    const logins = await opsCall(t.app, tokens.cashier, 'GET', `/ops/members/${memberId}/logins`);
    const list = logins.json().value.list as { success: boolean }[];
    expect(list.map((l) => l.success)).toEqual([false, true]);
    const missing = await opsCall(t.app, tokens.admin, 'GET', '/ops/members/99999999');
    expect(missing.json()).toMatchObject({ success: false, errorCode: 'not_found' });
    const bad = await opsCall(
      t.app,
      tokens.admin,
      'GET',
      `/ops/members/${memberId}/logins?pageSize=x`,
    );
    expect(bad.statusCode).toBe(400);
  });

  it('resets the password: one-time password, sessions end, change forced, audited', async () => {
    const before = await login('pagemember', 'Old12345');
    const url = `/ops/members/${memberId}/reset-password`;
    const byCashier = await opsCall(t.app, tokens.cashier, 'POST', url, { reason: 'forgot' });
    expect(byCashier.json().errorCode).toBe('operator_role_forbidden');
    expect(await login('pagemember', 'Old12345')).toBeTruthy();

    const r = await opsCall(t.app, tokens.supervisor, 'POST', url, { reason: 'member called' });
    const { temporaryPassword } = r.json().value as { temporaryPassword: string };
    expect(temporaryPassword).toMatch(/^[\w-]{10}$/);
    const info = await t.app.inject({
      url: '/wps/member/info',
      headers: { authorization: before!.token },
    });
    expect(info.statusCode).toBe(401);
    expect(await login('pagemember', 'Old12345')).toBeUndefined();
    const first = await login('pagemember', temporaryPassword);
    expect(first).toMatchObject({ defaultPassword: true });

    const audit = await t.db.query<{ after: unknown }>(
      `SELECT after FROM audit_log WHERE action = 'member_password_reset' AND subject_id = $1`,
      [String(memberId)],
    );
    expect(audit.rows).toHaveLength(1);
    expect(JSON.stringify(audit.rows[0])).not.toContain(temporaryPassword);

    // The member's own new password clears the mark.
    const changed = await sealedInject(t.app, {
      url: '/wps/member/password',
      body: {
        oldPassword: temporaryPassword,
        newPassword: 'New12345',
        confirmNewPassword: 'New12345',
      },
      headers: { authorization: first!.token },
    });
    expect(changed.json()).toMatchObject({ success: true });
    expect(await login('pagemember', 'New12345')).toMatchObject({ defaultPassword: false });
  });

  it('moves a member and their team to another agent, refusing a cycle, audited', async () => {
    const newAgent = await testMember(t.db, {
      username: 'pagenewagent',
      password: 'Agent123',
      type: 1,
    });
    const downline = await testMember(t.db, {
      username: 'pagedownline',
      password: 'Down1234',
      type: 1,
    });
    await t.db.query('UPDATE members SET upline_id = $2 WHERE id = $1', [downline.id, memberId]);
    const url = `/ops/members/${memberId}/upline`;
    const ancestorsOf = async (id: bigint) =>
      (
        await t.db.query<{ ancestor_id: string }>(
          'SELECT ancestor_id FROM member_tree WHERE descendant_id = $1 AND depth > 0 ORDER BY depth',
          [id],
        )
      ).rows.map((r) => BigInt(r.ancestor_id));

    const byCashier = await opsCall(t.app, tokens.cashier, 'POST', url, {
      uplineUsername: 'pagenewagent',
      reason: 'restructure',
    });
    expect(byCashier.json().errorCode).toBe('operator_role_forbidden');
    const cycle = await opsCall(t.app, tokens.supervisor, 'POST', url, {
      uplineUsername: 'pagedownline',
      reason: 'restructure',
    });
    expect(cycle.json()).toMatchObject({ success: false, errorCode: 'member_upline_invalid' });
    const nobody = await opsCall(t.app, tokens.supervisor, 'POST', url, {
      uplineUsername: 'nobody-here',
      reason: 'restructure',
    });
    expect(nobody.json()).toMatchObject({ success: false, errorCode: 'not_found' });

    const moved = await opsCall(t.app, tokens.supervisor, 'POST', url, {
      uplineUsername: 'pagenewagent',
      reason: 'restructure',
    });
    expect(moved.json().value).toMatchObject({ upline: { username: 'pagenewagent' } });
    // The trigger moved the whole team: the downline now sits under the new agent too.
    expect(await ancestorsOf(downline.id)).toEqual([memberId, newAgent.id]);
    const audit = await t.db.query(
      `SELECT before, after FROM audit_log WHERE action = 'member_upline_changed' AND subject_id = $1`,
      [String(memberId)],
    );
    expect(audit.rows[0]).toMatchObject({
      before: { upline: 'pageagent' },
      after: { upline: 'pagenewagent', reason: 'restructure' },
    });
  });
});
