import { beforeAll, describe, expect, it } from 'vitest';
import type { OperatorRole } from '@wl/contract/operators/roles';
import { useTestApp } from '../../../test/test-app';
import { totpFor } from '../members/totp';
import { logInAs, operatorsOfEveryRole, opsCall } from './ops-test-support';

describe('operator accounts: second factor, management by admins, audit viewer', () => {
  const t = useTestApp();
  let tokens: Record<OperatorRole, string>;
  const code = (secret: string, offsetMs = 0) =>
    totpFor(secret).generate({ timestamp: Date.now() + offsetMs });

  beforeAll(async () => {
    tokens = await operatorsOfEveryRole(t.app, t.db);
  });

  it('turns TOTP on with a current code, then asks for a fresh code at every login', async () => {
    const setup = (await opsCall(t.app, tokens.risk, 'GET', '/ops/session/totp')).json().value;
    expect(setup).toMatchObject({ enabled: false });
    expect(setup.otpauthUrl).toContain('otpauth://totp/');
    const wrong = await opsCall(t.app, tokens.risk, 'POST', '/ops/session/totp', {
      enable: true,
      code: '000000' === code(setup.secret) ? '111111' : '000000',
    });
    expect(wrong.json().errorCode).toBe('operator_totp_invalid');
    const first = code(setup.secret);
    const on = await opsCall(t.app, tokens.risk, 'POST', '/ops/session/totp', {
      enable: true,
      code: first,
    });
    expect(on.json().value).toEqual({ enabled: true });

    const noCode = await logInAs(t.app, 'risk-op');
    expect(noCode.json().errorCode).toBe('operator_totp_required');
    // The code that turned it on is used up.
    expect((await logInAs(t.app, 'risk-op', first)).json().errorCode).toBe('operator_totp_invalid');
    const ok = await logInAs(t.app, 'risk-op', code(setup.secret, 30_000));
    expect(ok.json().value.operator).toMatchObject({ role: 'risk', totpEnabled: true });
    const failed = await t.db.query(
      `SELECT 1 FROM audit_log WHERE action = 'operator_login_failed' AND subject_id = 'risk-op'`,
    );
    expect(failed.rows).toHaveLength(1);
  });

  it('lets an admin add operators, change roles and reset a second factor, audited', async () => {
    const created = await opsCall(t.app, tokens.admin, 'POST', '/ops/operators', {
      username: 'newcomer',
      password: 'Operator123',
      role: 'read_only',
    });
    const id = created.json().value.id as number;
    expect(id).toBeGreaterThan(0);
    const again = await opsCall(t.app, tokens.admin, 'POST', '/ops/operators', {
      username: 'NEWCOMER',
      password: 'Operator123',
      role: 'cashier',
    });
    expect(again.json().errorCode).toBe('operator_username_taken');

    const newcomer = (await logInAs(t.app, 'newcomer')).json().value.token as string;
    const promote = await opsCall(t.app, tokens.admin, 'POST', `/ops/operators/${id}`, {
      role: 'content',
    });
    expect(promote.json().value).toEqual({ ok: true });
    // The change ends the operator's sessions so the new role applies at once.
    expect((await opsCall(t.app, newcomer, 'GET', '/ops/session/me')).statusCode).toBe(401);
    const list = (await opsCall(t.app, tokens.admin, 'GET', '/ops/operators')).json().value;
    expect(list.list.find((o: { id: number }) => o.id === id)).toMatchObject({
      username: 'newcomer',
      role: 'content',
      status: 'active',
    });

    const me = (await opsCall(t.app, tokens.admin, 'GET', '/ops/session/me')).json().value;
    const self = await opsCall(t.app, tokens.admin, 'POST', `/ops/operators/${me.id}`, {
      status: 'disabled',
    });
    expect(self.json().errorCode).toBe('operator_self_change');
    const bySupervisor = await opsCall(t.app, tokens.supervisor, 'POST', `/ops/operators/${id}`, {
      role: 'admin',
    });
    expect(bySupervisor.json().errorCode).toBe('operator_role_forbidden');

    const riskId = list.list.find((o: { username: string }) => o.username === 'risk-op').id;
    const reset = await opsCall(
      t.app,
      tokens.admin,
      'POST',
      `/ops/operators/${riskId}/reset-second-factor`,
    );
    expect(reset.json().value).toEqual({ ok: true });
    expect((await logInAs(t.app, 'risk-op')).json().value.operator.totpEnabled).toBe(false);
  });

  it('shows the audit log with who, what, before → after, when and IP, filtered', async () => {
    const page = await opsCall(
      t.app,
      tokens.read_only,
      'GET',
      '/ops/audit?action=operator_changed&subjectType=operator',
    );
    const entries = page.json().value;
    expect(entries.total).toBe(1);
    expect(entries.list[0]).toMatchObject({
      actorType: 'operator',
      actorName: 'admin-op',
      action: 'operator_changed',
      before: { role: 'read_only', status: 'active' },
      after: { role: 'content', status: 'active' },
      ip: '127.0.0.1',
    });
    expect(entries.list[0].createdAt).toBeGreaterThan(Date.now() - 60_000);

    const all = (await opsCall(t.app, tokens.admin, 'GET', '/ops/audit?pageSize=5')).json().value;
    expect(all.list).toHaveLength(5);
    expect(all.total).toBeGreaterThan(5);
    const times = all.list.map((e: { createdAt: number }) => e.createdAt);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const bad = await opsCall(t.app, tokens.admin, 'GET', '/ops/audit?actorType=robot');
    expect(bad.statusCode).toBe(400);
    expect((await opsCall(t.app, tokens.cashier, 'GET', '/ops/audit')).statusCode).toBe(403);
  });
});
