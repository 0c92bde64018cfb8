import { describe, expect, it } from 'vitest';
import { seed } from '../../db/seed/seed';
import { useTestApp } from '../../../test/test-app';
import { sealedInject } from '../auth/auth-test-helpers';
import { seedDemoAccounts } from './seed-demo-accounts';

describe('demo accounts seed', () => {
  const t = useTestApp();
  const accounts = async () =>
    (
      await t.db.query<{ username: string; type: number }>(
        "SELECT username, type FROM members WHERE username IN ('demo_player', 'demo_agent') ORDER BY username",
      )
    ).rows;

  it('creates nothing outside development', async () => {
    await seedDemoAccounts(t.db, { APP_ENV: 'test' });
    await seedDemoAccounts(t.db, { APP_ENV: 'production' });
    expect(await accounts()).toEqual([]);
  });

  it('creates demo_player (type 0) and demo_agent (type 1) once, however often it runs', async () => {
    await seed(t.db, { APP_ENV: 'development' });
    await seed(t.db, { APP_ENV: 'development' });
    expect(await accounts()).toEqual([
      { username: 'demo_agent', type: 1 },
      { username: 'demo_player', type: 0 },
    ]);
    const login = await sealedInject(t.app, {
      url: '/wps/session/login',
      body: { username: 'demo_player', password: 'Demo1234' },
    });
    expect(login.json().value).toMatchObject({ userName: 'demo_player', customerType: 0 });
    const agent = await sealedInject(t.app, {
      url: '/wps/session/login',
      body: { username: 'demo_agent', password: 'Demo1234', agentLogin: true },
    });
    expect(agent.json().value.customerType).toBe(1);
    expect((await t.app.inject({ url: '/wps/agent/affiliate?code=DEMOAG01' })).json().success).toBe(
      true,
    );
  });
});
