import { beforeAll, describe, expect, it } from 'vitest';
import type { OperatorRole } from '@wl/contract/operators/roles';
import { useTestApp } from '../../../test/test-app';
import { grantBonus } from '../bonus/grant-bonus';
import { createTestMember, type TestMember } from '../ledger/test-support';
import { operatorsOfEveryRole, opsCall } from '../operators/ops-test-support';
import { grantPoints } from '../points/grant-points';

describe('back office member page: bonuses, points and labels', () => {
  const t = useTestApp();
  let tokens: Record<OperatorRole, string>;
  let m: TestMember;

  beforeAll(async () => {
    tokens = await operatorsOfEveryRole(t.app, t.db);
    m = await createTestMember(t.db);
    await grantBonus({
      db: t.db,
      memberId: m.memberId,
      amountMinor: 50_00n,
      wageringMultipleBps: 30_000,
      source: 'promotion',
      sourceRef: 'welcome',
      grantKey: `test:bonus:${m.memberId}`,
      validForMs: 86_400_000,
      now: new Date(),
    });
    await grantPoints({
      db: t.db,
      memberId: m.memberId,
      points: 120n,
      grantKey: `test:points:${m.memberId}`,
      source: 'operator',
      reference: 'goodwill',
    });
  });

  const as = (role: OperatorRole, method: string, url: string, body?: object) =>
    opsCall(t.app, tokens[role], method, url, body).then((r) => ({
      status: r.statusCode,
      ...r.json(),
    }));

  it("lists the member's bonuses with wagering progress and the points with their lines", async () => {
    const bonuses = await as('read_only', 'GET', `/ops/members/${m.memberId}/bonuses`);
    expect(bonuses.value.list).toEqual([
      expect.objectContaining({
        source: 'promotion',
        amount: '50.00',
        wageringRequired: '150.00',
        status: 'active',
      }),
    ]);
    const points = await as('cashier', 'GET', `/ops/members/${m.memberId}/points`);
    expect(points.value).toMatchObject({ balance: '120', held: '0', available: '120' });
    expect(points.value.details.list).toEqual([
      expect.objectContaining({ code: 'POINTS_EARN', points: '120', balance: '120' }),
    ]);
    expect((await as('cashier', 'GET', '/ops/members/999999999/points')).status).toBe(404);
    expect((await as('content', 'GET', `/ops/members/${m.memberId}/bonuses`)).status).toBe(403);
  });

  it('replaces the labels (audited); refuses scripts, too many and roles without the right', async () => {
    const url = `/ops/members/${m.memberId}/labels`;
    const saved = await as('risk', 'POST', url, { labels: ['vip', ' 高額 ', 'vip', 'watch_2'] });
    expect(saved.value.labels).toEqual(['vip', '高額', 'watch_2']);

    for (const labels of [
      ['<script>alert(1)</script>'],
      Array.from({ length: 11 }, (_, i) => `l${i}`),
      ['x'.repeat(21)],
      'vip',
    ]) {
      const refused = await as('risk', 'POST', url, { labels });
      expect([refused.status, refused.success]).toEqual([400, false]);
    }
    const byCashier = await as('cashier', 'POST', url, { labels: [] });
    expect(byCashier.errorCode).toBe('operator_role_forbidden');

    const detail = await as('read_only', 'GET', `/ops/members/${m.memberId}`);
    expect(detail.value.labels).toEqual(['vip', '高額', 'watch_2']);
    const audit = await t.db.query<{ before: unknown; after: unknown }>(
      `SELECT before, after FROM audit_log WHERE action = 'member_labels_changed' AND subject_id = $1`,
      [String(m.memberId)],
    );
    expect(audit.rows).toEqual([
      { before: { labels: [] }, after: { labels: ['vip', '高額', 'watch_2'] } },
    ]);
  });
});
