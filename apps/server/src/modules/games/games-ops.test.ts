import { beforeAll, describe, expect, it } from 'vitest';
import type { OperatorRole } from '@wl/contract/operators/roles';
import { useTestApp } from '../../../test/test-app';
import { operatorsOfEveryRole, opsCall } from '../operators/ops-test-support';

describe('back office games: vendors, integrations (secret write-only) and games', () => {
  const t = useTestApp();
  let tokens: Record<OperatorRole, string>;

  beforeAll(async () => {
    tokens = await operatorsOfEveryRole(t.app, t.db);
  });

  const gameRow = async (code: string) =>
    (await t.db.query(`SELECT * FROM games WHERE vendor_code = 'HOUSE' AND game_code = $1`, [code]))
      .rows[0]!;

  it('lists vendors with their integration but never the secret', async () => {
    const r = await opsCall(t.app, tokens.content, 'GET', '/ops/game-vendors');
    const list = r.json().value.list as { vendorCode: string; integration: unknown }[];
    expect(list.length).toBeGreaterThan(3);
    const house = list.find((v) => v.vendorCode === 'HOUSE');
    expect(house?.integration).toMatchObject({ hasSecret: true });
    const secret = (
      await t.db.query<{ secret: string }>(`SELECT secret FROM vendor_integrations LIMIT 1`)
    ).rows[0]!.secret;
    expect(r.body).not.toContain(secret);
  });

  it('edits a game (hot, new, sort, classify, minimum bet) and the lobby follows', async () => {
    const game = await gameRow('lucky-sevens');
    const list = await opsCall(
      t.app,
      tokens.read_only,
      'GET',
      '/ops/games?vendorCode=HOUSE&keyword=lucky',
    );
    const listed = list
      .json()
      .value.list.find((g: { gameCode: string }) => g.gameCode === 'lucky-sevens');
    expect(listed).toMatchObject({ id: Number(game.id), enabled: true });
    const body = {
      enabled: true,
      isHot: true,
      isNew: true,
      sort: 3,
      classify: 'JP',
      minBet: '0.5',
    };
    const saved = await opsCall(t.app, tokens.supervisor, 'PUT', `/ops/games/${game.id}`, body);
    expect(saved.json().value).toMatchObject({
      ...body,
      minBet: expect.stringMatching(/^0\.50*$/),
    });
    const after = await gameRow('lucky-sevens');
    expect(after).toMatchObject({ is_hot: true, is_new: true, sort: 3, classify: 'JP' });
    const audit = await t.db.query(
      `SELECT before, after FROM audit_log WHERE action = 'game_saved'`,
    );
    expect(audit.rows[0]!.before).toMatchObject({ is_new: game.is_new, classify: game.classify });
    expect(audit.rows[0]!.after).toMatchObject({ is_new: true, classify: 'JP' });

    await opsCall(t.app, tokens.supervisor, 'PUT', `/ops/games/${game.id}`, {
      ...body,
      enabled: false,
    });
    const search = await t.app.inject({
      method: 'GET',
      url: '/wps/relay/GCSGAME_gameList?gameType=RNG&vendorCode=HOUSE&pageNo=1&pageSize=100',
      headers: { merchant: 'DEMO', language: 'EN' },
    });
    expect(search.body).not.toContain('"lucky-sevens"');
  });

  it('replaces a secret without ever answering it, and audits only that it changed', async () => {
    const url = '/ops/vendor-integrations/HOUSE';
    const before = (
      await t.db.query(`SELECT * FROM vendor_integrations WHERE vendor_code = 'HOUSE'`)
    ).rows[0]!;
    const body = {
      enabled: true,
      walletMode: before.wallet_mode,
      baseUrl: before.base_url,
      publicUrl: before.public_url,
      secret: 'a-brand-new-secret-0123456789',
    };
    const r = await opsCall(t.app, tokens.admin, 'PUT', url, body);
    expect(r.json().success).toBe(true);
    expect(r.body).not.toContain('a-brand-new-secret');
    const stored = await t.db.query(
      `SELECT secret FROM vendor_integrations WHERE vendor_code = 'HOUSE'`,
    );
    expect(stored.rows[0]!.secret).toBe(body.secret);
    const audit = await t.db.query<{ before: object; after: object }>(
      `SELECT before, after FROM audit_log WHERE action = 'vendor_integration_saved'`,
    );
    expect(JSON.stringify(audit.rows)).not.toContain('a-brand-new-secret');
    expect(JSON.stringify(audit.rows)).not.toContain(before.secret);
    expect(audit.rows[0]!.after).toMatchObject({ secret: '(secret)' });
  });

  it('refuses bad input and roles without games.edit, changing nothing', async () => {
    const game = await gameRow('lucky-sevens');
    const good = {
      enabled: true,
      isHot: false,
      isNew: false,
      sort: 1,
      classify: 'SM',
      minBet: '1',
    };
    const digest = async () =>
      (
        await t.db.query(
          `SELECT (SELECT md5(string_agg(g::text, '|' ORDER BY g.id)) FROM games g) ||
                  (SELECT md5(string_agg(i::text, '|' ORDER BY i.vendor_code))
                     FROM vendor_integrations i) AS d`,
        )
      ).rows[0]!.d;
    const before = await digest();
    for (const body of [
      { ...good, minBet: '0' },
      { ...good, minBet: '-1' },
      { ...good, minBet: '1.23456' },
      { ...good, classify: 'XX' },
      { ...good, sort: -1 },
    ]) {
      const r = await opsCall(t.app, tokens.supervisor, 'PUT', `/ops/games/${game.id}`, body);
      expect([body, r.statusCode, r.json().success]).toEqual([body, 400, false]);
    }
    const weak = await opsCall(t.app, tokens.admin, 'PUT', '/ops/vendor-integrations/HOUSE', {
      enabled: true,
      walletMode: 'seamless',
      baseUrl: null,
      publicUrl: null,
      secret: 'short',
    });
    expect(weak.statusCode).toBe(400);
    const missing = await opsCall(t.app, tokens.admin, 'PUT', '/ops/games/999999999', good);
    expect(missing.json()).toMatchObject({ success: false, errorCode: 'not_found' });
    for (const role of ['content', 'cashier', 'read_only', 'risk'] as const) {
      const r = await opsCall(t.app, tokens[role], 'PUT', `/ops/games/${game.id}`, good);
      expect([role, r.statusCode]).toEqual([role, 403]);
    }
    expect(await digest()).toBe(before);
  });
});
