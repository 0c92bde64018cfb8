import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { supervisorToken } from '../promotions/promotions-test-support';

describe('operator API: missions', () => {
  const t = useTestApp();
  let headers: Record<string, string> = {};

  beforeAll(async () => {
    headers = { merchant: 'DEMO', authorization: await supervisorToken(t.app, t.db) };
  });

  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers, payload });
  const list = async () =>
    (await t.app.inject({ method: 'GET', url: '/ops/missions', headers })).json().value.list;
  const turnover = {
    title: 'Slots sprint',
    titles: { cn: '电子冲刺' },
    period: 'daily',
    kind: 'turnover',
    gameType: 'RNG',
    target: '200',
    reward: '5.50',
  };

  it('creates and replaces a mission, each change in the audit log', async () => {
    const created = (await post('/ops/missions', turnover)).json();
    expect(created).toMatchObject({
      success: true,
      value: { title: 'Slots sprint', target: '200.00', reward: '5.50', active: true },
    });
    const id = created.value.id as string;
    const replaced = await post(`/ops/missions/${id}`, { ...turnover, target: 300, active: false });
    expect(replaced.json().value).toMatchObject({ target: '300.00', active: false });
    expect(await list()).toEqual([expect.objectContaining({ id, target: '300.00' })]);
    const audit = await t.db.query<{ action: string; before: unknown }>(
      `SELECT action, before FROM audit_log WHERE subject_type = 'mission' ORDER BY id`,
    );
    expect(audit.rows.map((r) => r.action)).toEqual([
      'missions.mission.create',
      'missions.mission.update',
    ]);
    expect(audit.rows[1]!.before).toMatchObject({ target: '200.00', active: true });
  });

  it('refuses bad missions with a clear error and stores nothing', async () => {
    const before = await list();
    for (const bad of [
      { ...turnover, target: '0' },
      { ...turnover, reward: '-1' },
      { ...turnover, kind: 'rounds', target: '2.5' },
      { ...turnover, kind: 'deposit' },
      { ...turnover, kind: 'login_days', gameType: null, target: 3 },
      { ...turnover, period: 'monthly' },
      { ...turnover, title: '' },
    ]) {
      const r = await post('/ops/missions', bad);
      expect(r.statusCode, JSON.stringify(bad)).toBe(400);
      expect(r.json().success).toBe(false);
    }
    const missing = await post('/ops/missions/999999', turnover);
    expect(missing.json()).toMatchObject({
      success: false,
      message: 'error_rewards_mission_not_found',
    });
    expect(await list()).toEqual(before);
  });
});
