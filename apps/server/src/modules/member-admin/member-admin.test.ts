import { beforeAll, describe, expect, it } from 'vitest';
import type { OperatorRole } from '@wl/contract/operators/roles';
import { useTestApp } from '../../../test/test-app';
import { createTestMember } from '../ledger/test-support';
import { operatorsOfEveryRole, opsCall } from '../operators/ops-test-support';

describe('back office members: search, lock and unlock', () => {
  const t = useTestApp();
  let tokens: Record<OperatorRole, string>;
  let memberId: bigint;

  beforeAll(async () => {
    tokens = await operatorsOfEveryRole(t.app, t.db);
    const m = await createTestMember(t.db, { username: 'findme_1' });
    memberId = m.memberId;
    await t.db.query(
      `UPDATE members SET mobile = '912345678', country_dialing_code = '886', email = 'Find.Me@example.com',
              affiliate_code = 'INV12345', register_ip = '10.1.2.3' WHERE id = $1`,
      [memberId],
    );
    await createTestMember(t.db, { username: 'findmeX1' });
  });

  const search = (query: string) =>
    opsCall(t.app, tokens.read_only, 'GET', `/ops/members?${query}`).then((r) => r.json());

  it('finds a member by user name prefix, mobile, e-mail, IP and invitation code', async () => {
    const byName = await search('field=username&keyword=FINDME_');
    expect(byName.value.list.map((m: { username: string }) => m.username)).toEqual(['findme_1']);
    for (const q of [
      'field=mobile&keyword=912345678',
      'field=email&keyword=find.me@EXAMPLE.com',
      'field=ip&keyword=10.1.2.3',
      'field=invitationCode&keyword=INV12345',
    ]) {
      const r = await search(q);
      expect(r.value.total, q).toBe(1);
      expect(r.value.list[0]).toMatchObject({ id: Number(memberId), status: 'active' });
    }
    expect((await search('field=mobile&keyword=000')).value.total).toBe(0);
    expect((await search('field=shoe&keyword=1')).success).toBe(false);
  });

  it('locks a member (sessions end, audited) and unlocks; other roles are refused', async () => {
    await t.db.query(
      `INSERT INTO sessions (token_hash, member_id, merchant_id, expires_at)
       SELECT '\\x01', id, merchant_id, now() + interval '1 hour' FROM members WHERE id = $1`,
      [memberId],
    );
    const url = `/ops/members/${memberId}/lock`;
    const byContent = await opsCall(t.app, tokens.content, 'POST', url, { reason: 'fraud' });
    expect(byContent.json().errorCode).toBe('operator_role_forbidden');
    const noReason = await opsCall(t.app, tokens.supervisor, 'POST', url, {});
    expect(noReason.statusCode).toBe(400);

    const locked = await opsCall(t.app, tokens.supervisor, 'POST', url, { reason: 'chargeback' });
    expect(locked.json().value).toMatchObject({ status: 'locked' });
    const open = await t.db.query(
      'SELECT 1 FROM sessions WHERE member_id = $1 AND revoked_at IS NULL',
      [memberId],
    );
    expect(open.rows).toHaveLength(0);
    const audit = await opsCall(
      t.app,
      tokens.admin,
      'GET',
      `/ops/audit?subjectType=member&subjectId=${memberId}`,
    );
    expect(audit.json().value.list[0]).toMatchObject({
      action: 'member_locked',
      actorName: 'supervisor-op',
      before: { status: 'active' },
      after: { status: 'locked', reason: 'chargeback' },
    });

    const unlocked = await opsCall(t.app, tokens.risk, 'POST', `/ops/members/${memberId}/unlock`, {
      reason: 'cleared',
    });
    expect(unlocked.json().value).toMatchObject({ status: 'active' });
    const missing = await opsCall(t.app, tokens.risk, 'POST', '/ops/members/99999999/lock', {
      reason: 'nobody',
    });
    expect(missing.json().errorCode).toBe('not_found');
  });
});
