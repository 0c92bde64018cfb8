import { beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_ROLES, roleAllows, type OperatorRole } from '@wl/contract/operators/roles';
import { useTestApp } from '../../../test/test-app';
import { boardEntry, startFakeHouse } from '../lottery-lobby/fake-house-board';
import { operatorsOfEveryRole, opsCall } from '../operators/ops-test-support';
import { useLinkedHouse } from '../vendor-wallet/linked-house-test-support';

// The lobby's board comes from a stand-in (fixed lotteries, FAST5D_1M drawing first); the
// tables live in a real house beside the platform, reached through its signed settings calls.
const board = await startFakeHouse(() => [
  boardEntry('FAST5D_1M', { remainTime: 5_000 }),
  boardEntry('FAST5D_3M', { remainTime: 60_000 }),
  boardEntry('VN_MB', { remainTime: 9_000 }),
  boardEntry('VN_MN_HCM', { remainTime: 7_000 }),
]);
const t = useTestApp({ env: { HOUSE_PUBLIC_URL: board.url } });
useLinkedHouse(t, { afterClose: () => board.close() });

interface BetTypeRow { betType: string; win: string; per: string; enabled: boolean; rtpPercent: string }
interface Table { family: string; custom: boolean; minStakeMinor: string; maxStakeMinor: string; betTypes: BetTypeRow[] }
interface Settings { rtpMinPercent: string; rtpMaxPercent: string; tables: Table[];
  lobby: { gameCode: string; enabled: boolean }[] }

let tokens: Record<OperatorRole, string>;
beforeAll(async () => {
  tokens = await operatorsOfEveryRole(t.app, t.db);
});

const settings = async () => {
  const r = await opsCall(t.app, tokens.admin, 'GET', '/ops/house-lottery');
  expect(r.statusCode, r.body).toBe(200);
  return r.json().value as Settings;
};
const fast = async () => (await settings()).tables.find((x) => x.family === 'fast-5d')!;
const audits = async () =>
  (await t.db.query<{ action: string; subject_id: string; before: unknown; after: unknown }>(
    `SELECT action, subject_id, before, after FROM audit_log WHERE action LIKE 'lottery_%' ORDER BY id`,
  )).rows;
const lobbyMenu = async () => {
  const r = await t.app.inject({ method: 'GET', url: '/lgw/vn/games/game_menu', headers: { merchant: 'DEMO' } });
  const value = r.json().value as Record<string, { gameMenus: { gameId: string }[] }>;
  return Object.values(value).flatMap((g) => g.gameMenus.map((m) => m.gameId));
};
/** The lotteries the house's own lobby page lists, opened as the platform launches it. */
const houseLobby = async () => {
  const r = await t.app.inject({ headers: { merchant: 'DEMO' }, url: '/wps/game/launchGame?gameType=ELOTT&vassalage=HOUSE'
    + '&launchMode=LOTT&accountType=0&gameId=FAST5D_3M&lottoGameCode=FAST5D_3M&lottoView=lobby' });
  expect(r.json().success, r.body).toBe(true);
  const url = String(r.json().value.content.game_url).replace('localhost', '127.0.0.1');
  const play = await fetch(url, { redirect: 'manual' });
  const page = await fetch(new URL(play.headers.get('location')!, url));
  return [...(await page.text()).matchAll(/data-lottery="([A-Z0-9_]+)"/g)].map((m) => m[1]!);
};
const put = (role: OperatorRole, path: string, body: object) =>
  opsCall(t.app, tokens[role], 'PUT', `/ops/house-lottery/${path}`, body);

describe('back office lottery settings (ADR 0040)', () => {
  it('shows the default tables with each bet type RTP and every lottery of the lobby', async () => {
    const s = await settings();
    expect([s.rtpMinPercent, s.rtpMaxPercent]).toEqual(['90.00', '100.00']);
    expect(s.tables.map((x) => [x.family, x.custom])).toEqual([['vn-north', false], ['vn-provincial', false], ['fast-5d', false]]);
    expect((await fast()).betTypes.find((b) => b.betType === 'pos_digit')).toEqual(
      { betType: 'pos_digit', win: '98', per: '10', enabled: true, rtpPercent: '98.00', hits: { num: '1', den: '10' } });
    expect(s.lobby.map((g) => [g.gameCode, g.enabled])).toEqual([
      ['FAST5D_1M', true], ['FAST5D_3M', true], ['VN_MB', true], ['VN_MN_HCM', true]]);
  });

  it('refuses bad odds, switches, limits and lobbies with a clear key, changing nothing', async () => {
    const before = await settings();
    const cases: [string, object, string][] = [
      ['odds', { family: 'fast-5d', odds: { pos_digit: { win: 'abc', per: '10' } } }, 'request_param_err'],
      ['odds', { family: 'fast-5d', odds: { pos_digit: { win: '-98', per: '10' } } }, 'request_param_err'],
      ['odds', { family: 'fast-5d', odds: { pos_digit: { win: 98, per: 10 } } }, 'request_param_err'],
      ['odds', { family: 'fast-6d', odds: { pos_digit: { win: '98', per: '10' } } }, 'request_param_err'],
      ['odds', { family: 'fast-5d', odds: { lo2: { win: '98', per: '27' } } }, 'request_param_err'],
      ['switches', { family: 'fast-5d', switchedOff: ['de'] }, 'request_param_err'],
      ['switches', { family: 'fast-5d', switchedOff: ['nope'] }, 'request_param_err'],
      ['limits', { family: 'fast-5d', minStakeMinor: '500', maxStakeMinor: '100' }, 'request_param_err'],
      ['limits', { family: 'fast-5d', minStakeMinor: '0', maxStakeMinor: '100' }, 'request_param_err'],
      ['lobby', { games: [{ gameCode: 'NOPE_1', enabled: true }] }, 'request_param_err'],
      ['lobby', { games: [{ gameCode: 'VN_MB', enabled: true }, { gameCode: 'VN_MB', enabled: false }] }, 'request_param_err'],
    ];
    for (const [path, body, code] of cases) {
      const r = await put('admin', path, body);
      expect([r.statusCode, r.json().success, r.json().errorCode], `${path} ${JSON.stringify(body)}`).toEqual([400, false, code]);
    }
    for (const win of ['101', '89']) {
      const r = await put('admin', 'odds', { family: 'fast-5d', odds: { pos_digit: { win, per: '10' } } });
      expect([r.statusCode, r.json().message]).toEqual([400, 'ops_error_lottery_rtp_range']);
      expect(r.json().value.fields).toEqual([{ field: 'odds.pos_digit', messageKey: 'ops_error_lottery_rtp_range' }]);
    }
    const unknown = await put('admin', 'lobby', { games: [{ gameCode: 'VN_MB', enabled: true }, { gameCode: 'NOPE_1', enabled: true }] });
    expect(unknown.json()).toMatchObject({ message: 'ops_error_lottery_unknown_game',
      value: { fields: [{ field: 'games.1.gameCode', messageKey: 'ops_error_lottery_unknown_game' }] } });
    expect(await settings()).toEqual(before);
    expect(await audits()).toEqual([]);
    expect((await t.db.query('SELECT 1 FROM lottery_lobby_games')).rowCount).toBe(0);
  });

  it('changes odds, switches and limits at the house, each audited before → after', async () => {
    const odds = await put('supervisor', 'odds', { family: 'fast-5d', odds: { pos_digit: { win: '95', per: '10' } } });
    expect(odds.statusCode, odds.body).toBe(200);
    expect(odds.json().value.betTypes.find((b: BetTypeRow) => b.betType === 'pos_digit')).toMatchObject({ win: '95', rtpPercent: '95.00' });
    const off = await put('supervisor', 'switches', { family: 'fast-5d', switchedOff: ['sum_big_small'] });
    expect(off.statusCode, off.body).toBe(200);
    const limits = await put('supervisor', 'limits', { family: 'fast-5d', minStakeMinor: '500', maxStakeMinor: '50000' });
    expect(limits.statusCode, limits.body).toBe(200);
    const table = await fast();
    expect(table).toMatchObject({ custom: true, minStakeMinor: '500', maxStakeMinor: '50000' });
    expect(table.betTypes.filter((b) => !b.enabled).map((b) => b.betType)).toEqual(['sum_big_small']);
    expect(table.betTypes.find((b) => b.betType === 'pos_digit')?.win).toBe('95');
    expect((await settings()).tables.find((x) => x.family === 'vn-north')?.custom).toBe(false);
    const lines = await audits();
    expect(lines.map((l) => [l.action, l.subject_id])).toEqual([
      ['lottery_odds_saved', 'fast-5d'], ['lottery_switches_saved', 'fast-5d'], ['lottery_limits_saved', 'fast-5d']]);
    expect((lines[0]!.before as { odds: Record<string, unknown> }).odds.pos_digit).toEqual({ win: '98', per: '10' });
    expect((lines[0]!.after as { odds: Record<string, unknown> }).odds.pos_digit).toEqual({ win: '95', per: '10' });
    expect(lines[1]).toMatchObject({ before: { switchedOff: [] }, after: { switchedOff: ['sum_big_small'] } });
    expect(lines[2]).toMatchObject({ before: { minStakeMinor: '100' }, after: { minStakeMinor: '500', maxStakeMinor: '50000' } });
  });

  it("lists only the lobby's enabled lotteries in the operator's order", async () => {
    // Default: within each group the next draw first.
    expect(await lobbyMenu()).toEqual(['FAST5D_1M', 'FAST5D_3M', 'VN_MB', 'VN_MN_HCM']);
    const every = await houseLobby();
    expect(every.slice(0, 3)).toEqual(['FAST5D_1M', 'FAST5D_3M', 'FAST5D_5M']);
    expect(every).toContain('VN_MB');
    const r = await put('content', 'lobby', { games: [
      { gameCode: 'FAST5D_3M', enabled: true }, { gameCode: 'VN_MN_HCM', enabled: true },
      { gameCode: 'FAST5D_1M', enabled: false }, { gameCode: 'VN_MB', enabled: true }] });
    expect(r.statusCode, r.body).toBe(200);
    expect(await lobbyMenu()).toEqual(['FAST5D_3M', 'VN_MB', 'VN_MN_HCM']);
    const numeric = await t.app.inject({ url: '/lgw/vn/games/numeric?count=10', headers: { merchant: 'DEMO' } });
    expect(numeric.json().value.map((m: { gameId: string }) => m.gameId)).toEqual(['VN_MN_HCM', 'VN_MB']);
    const opened = await t.app.inject({ url: '/lgw/vn/numeros/opened/game', headers: { merchant: 'DEMO' } });
    expect(opened.json().value.map((m: { gameId: string }) => m.gameId)).not.toContain('FAST5D_1M');
    expect((await settings()).lobby.map((g) => [g.gameCode, g.enabled])).toEqual([
      ['FAST5D_3M', true], ['VN_MN_HCM', true], ['FAST5D_1M', false], ['VN_MB', true]]);
    // A lottery taken out of the lobby cannot be launched another way; the others open.
    const launch = (gameId: string) => t.app.inject({ headers: { merchant: 'DEMO' },
      url: `/wps/game/launchGame?gameType=ELOTT&vassalage=HOUSE&launchMode=LOTT&accountType=0&gameId=${gameId}` });
    const off = await launch('FAST5D_1M');
    expect([off.json().success, off.json().errorCode]).toEqual([false, 'GAME_NOT_FOUND']);
    const on = await launch('FAST5D_3M');
    expect([on.statusCode, on.json().success], on.body).toEqual([200, true]);
    // The house's own lottery lobby page (lottoView=lobby) lists the same choice in the same order.
    const chosen = await houseLobby();
    expect(chosen.slice(0, 4)).toEqual(['FAST5D_3M', 'FAST5D_5M', 'VN_MN_HCM', 'VN_MB']);
    expect(chosen).not.toContain('FAST5D_1M');
    expect(chosen).toHaveLength(every.length - 1);
    expect((await audits()).at(-1)).toMatchObject({ action: 'lottery_lobby_saved',
      before: { games: [] }, after: { games: [{ gameCode: 'FAST5D_3M', enabled: true }, { gameCode: 'VN_MN_HCM', enabled: true },
        { gameCode: 'FAST5D_1M', enabled: false }, { gameCode: 'VN_MB', enabled: true }] } });
  });

  it('lets exactly the roles the table grants use each lottery route; the others change nothing', async () => {
    const routes: [string, string, string, object | undefined][] = [
      ['GET', '/ops/house-lottery', 'lottery.view', undefined],
      ['PUT', '/ops/house-lottery/odds', 'lottery.odds', { family: 'vn-north', odds: { lo2: { win: '97', per: '27' } } }],
      ['PUT', '/ops/house-lottery/switches', 'lottery.switches', { family: 'vn-north', switchedOff: ['d4'] }],
      ['PUT', '/ops/house-lottery/limits', 'lottery.limits', { family: 'vn-north', minStakeMinor: '200', maxStakeMinor: '9000' }],
      ['PUT', '/ops/house-lottery/lobby', 'lottery.lobby', { games: [{ gameCode: 'VN_MB', enabled: true }] }],
    ];
    const allowed: Record<string, OperatorRole[]> = {
      'lottery.view': ['admin', 'supervisor', 'content', 'risk', 'read_only'],
      'lottery.odds': ['admin', 'supervisor'],
      'lottery.switches': ['admin', 'supervisor'],
      'lottery.limits': ['admin', 'supervisor'],
      'lottery.lobby': ['admin', 'supervisor', 'content'],
    };
    for (const [method, url, permission, body] of routes) {
      expect(t.app.opsRoutes.find((r) => r.method === method && r.url === url)?.permission).toBe(permission);
      expect(OPERATOR_ROLES.filter((role) => roleAllows(role, permission))).toEqual(allowed[permission]);
      for (const role of OPERATOR_ROLES) {
        const state = [await settings(), await audits()];
        const r = await opsCall(t.app, tokens[role], method, url, body);
        if (allowed[permission]!.includes(role)) {
          expect([url, role, r.statusCode], r.body).toEqual([url, role, 200]);
        } else {
          expect([url, role, r.statusCode, r.json().errorCode]).toEqual([url, role, 403, 'operator_role_forbidden']);
          expect([await settings(), await audits()]).toEqual(state);
        }
      }
    }
  });

  it('saves no lobby when the house cannot be told (the house page would disagree)', async () => {
    const lobbyRows = async () => (await t.db.query(
      'SELECT game_code, enabled, sort_order FROM lottery_lobby_games ORDER BY sort_order')).rows;
    const state = [await lobbyRows(), await audits()];
    const { rows } = await t.db.query<{ base_url: string }>(
      `SELECT base_url FROM vendor_integrations WHERE vendor_code = 'HOUSE' LIMIT 1`);
    await t.db.query(`UPDATE vendor_integrations SET base_url = 'http://127.0.0.1:9' WHERE vendor_code = 'HOUSE'`);
    try {
      const r = await put('admin', 'lobby', { games: [{ gameCode: 'FAST5D_1M', enabled: false }] });
      expect([r.statusCode, r.json().success, r.json().errorCode]).toEqual([503, false, 'service_unavailable']);
    } finally {
      await t.db.query(`UPDATE vendor_integrations SET base_url = $1 WHERE vendor_code = 'HOUSE'`, [rows[0]!.base_url]);
    }
    expect([await lobbyRows(), await audits()]).toEqual(state);
  });
});
