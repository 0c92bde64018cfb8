import { beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_ROLES, roleAllows, type OperatorRole } from '@wl/contract/operators/roles';
import { buildApp } from '../../app';
import { testConfig, useTestApp } from '../../../test/test-app';
import type { Db } from '../../db/db';
import { operatorsModule } from './operators-module';
import { logInAs, operatorsOfEveryRole, opsCall } from './ops-test-support';

/** Tables a refused call may touch: the session's last-seen time and request counters. */
const VOLATILE_TABLES = new Set(['operator_sessions', 'rate_limit_counters', 'request_nonces']);

/** A digest of every row of every other table, to prove a refused call changed nothing. */
async function databaseDigest(db: Db): Promise<Record<string, string>> {
  const tables = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const digest: Record<string, string> = {};
  for (const { table_name: name } of tables.rows) {
    if (VOLATILE_TABLES.has(name)) continue;
    const r = await db.query<{ d: string | null }>(
      `SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS d FROM "${name}" t`,
    );
    digest[name] = r.rows[0]?.d ?? 'empty';
  }
  return digest;
}

/** Path parameters filled with well-formed values that name nothing. */
function concreteUrl(url: string): string {
  return url
    .replace(':orderNo', 'W0000000000000000')
    .replace(/:[A-Za-z]+/g, '999999999')
    .replace('*', 'x');
}

describe('back-office permissions: every /ops route against every role', () => {
  const t = useTestApp();
  let tokens: Record<OperatorRole, string>;

  beforeAll(async () => {
    tokens = await operatorsOfEveryRole(t.app, t.db);
  });

  it('finds the /ops routes from Fastify, and each names a permission', () => {
    const routes = t.app.opsRoutes;
    expect(routes.length).toBeGreaterThan(15);
    const unnamed = routes.filter((r) => r.permission === null).map((r) => r.url);
    expect(unnamed).toEqual([]);
    const publicRoutes = routes.filter((r) => r.permission === 'public').map((r) => r.url);
    expect(publicRoutes).toEqual(['/ops/session/login']);
  });

  it('covers the lottery settings routes, one permission per action (ADR 0040)', () => {
    const lottery = t.app.opsRoutes
      .filter((r) => r.url.startsWith('/ops/house-lottery'))
      .map((r) => `${r.method} ${r.url} ${r.permission}`)
      .sort();
    expect(lottery).toEqual([
      'GET /ops/house-lottery lottery.view',
      'PUT /ops/house-lottery/limits lottery.limits',
      'PUT /ops/house-lottery/lobby lottery.lobby',
      'PUT /ops/house-lottery/odds lottery.odds',
      'PUT /ops/house-lottery/switches lottery.switches',
    ]);
  });

  it('refuses each role what the table does not grant, changing nothing', async () => {
    const before = await databaseDigest(t.db);
    let refused = 0;
    for (const route of t.app.opsRoutes) {
      if (route.permission === 'public') continue;
      for (const role of OPERATOR_ROLES) {
        if (roleAllows(role, route.permission ?? '')) continue;
        const r = await opsCall(t.app, tokens[role], route.method, concreteUrl(route.url));
        expect([route.method, route.url, role, r.statusCode, r.json().errorCode]).toEqual([
          route.method,
          route.url,
          role,
          403,
          'operator_role_forbidden',
        ]);
        refused += 1;
      }
    }
    expect(refused).toBeGreaterThan(50);
    expect(await databaseDigest(t.db)).toEqual(before);
  });

  it('lets each role through to what the table grants', async () => {
    let allowed = 0;
    for (const route of t.app.opsRoutes) {
      if (route.permission === 'public') continue;
      for (const role of OPERATOR_ROLES) {
        if (!roleAllows(role, route.permission ?? '')) continue;
        const r = await opsCall(t.app, tokens[role], route.method, concreteUrl(route.url));
        // Past the check the handler answers (made-up ids and empty bodies give 400 or 404).
        expect(r.statusCode, `${route.method} ${route.url} as ${role}`).not.toBe(403);
        expect(r.statusCode, `${route.method} ${route.url} as ${role}`).not.toBe(401);
        allowed += 1;
        // Logging out ends the token; sign in again for the next routes.
        if (route.url === '/ops/session/logout') {
          tokens[role] = (await logInAs(t.app, `${role.replace('_', '')}-op`)).json().value.token;
        }
      }
    }
    expect(allowed).toBeGreaterThan(OPERATOR_ROLES.length * 3);
  });

  it('refuses a call without a session, and a route that names no permission', async () => {
    const noToken = await opsCall(t.app, '', 'GET', '/ops/audit');
    expect(noToken.statusCode).toBe(401);
    const app = await buildApp({
      config: testConfig(),
      db: t.db,
      logger: false,
      modules: [
        operatorsModule,
        {
          name: 'forgetful',
          routes(a) {
            a.get('/ops/forgot-permission', async () => ({ success: true }));
          },
        },
      ],
    });
    try {
      const token = (await logInAs(app, 'admin-op')).json().value.token;
      const r = await opsCall(app, token, 'GET', '/ops/forgot-permission');
      expect(r.statusCode).toBe(403);
      expect(r.json().errorCode).toBe('operator_role_forbidden');
      expect(app.opsRoutes.find((x) => x.url === '/ops/forgot-permission')?.permission).toBe(null);
    } finally {
      await app.close();
    }
  });
});
