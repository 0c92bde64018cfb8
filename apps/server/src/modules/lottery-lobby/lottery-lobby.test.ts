import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { signIn } from '../games/games-test-helpers';
import { boardEntry, startFakeHouse } from './fake-house-board';

const house = await startFakeHouse(() => [
  boardEntry('FAST5D_1M', { remainTime: 20_000 }),
  boardEntry('VN_MB', { remainTime: 5_000, open: false }),
  boardEntry('VN_MN_TPHCM', { remainTime: 9_000 }),
]);
let nowMs = Date.parse('2026-11-21T10:00:00Z');
const t = useTestApp({ env: { HOUSE_PUBLIC_URL: house.url }, now: () => nowMs });
afterAll(() => house.close());

/** An ELOTT lane card of `vendorCode` with one enabled game (lanes list vendors with games). */
async function addElottVendor(vendorCode: string) {
  const v = await t.db.query<{ id: bigint; merchant_id: bigint }>(
    `INSERT INTO game_vendors (merchant_id, vendor_code, game_type, display_name, account_type_id, entry_kind, wallet_mode, launch_mode)
     SELECT id, $1, 'ELOTT', 'VN Lotto', 99, 'VASSALAGE', 'seamless', 'live' FROM merchants WHERE code = 'DEMO'
     RETURNING id, merchant_id`,
    [vendorCode],
  );
  const row = v.rows[0]!;
  await t.db.query(
    `INSERT INTO games (merchant_id, vendor_id, vendor_code, game_type, node_id, game_code, names, search_name,
                        classify, min_bet_minor, artwork_key)
     VALUES ($1, $2, $3, 'ELOTT', '990001', 'VNL', '{"EN":"VN"}', 'vn', 'OT', 100, 'vnl')`,
    [row.merchant_id, row.id, vendorCode],
  );
}

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { authorization: token } : {} });

describe('lottery lobby calls', () => {
  it('answers the game menu keyed by group from one board fetch per second', async () => {
    const before = house.state.requests;
    const res = await get('/lgw/vn/games/game_menu?prizeMode=Lott&device=WEB');
    await get('/lgw/games/game_menus?prizeMode=ELOTT');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body.value)).toEqual(['FAST', 'VN_MB', 'VN_MN']);
    expect(body.value.VN_MB).toMatchObject({ tag: 'VN_MB', prizeMode: 'LOTT' });
    expect(body.value.FAST.gameMenus[0]).toMatchObject({
      gameId: 'FAST5D_1M',
      winningTime: '2026.11.21',
    });
    expect(house.state.requests - before).toBe(1);
    nowMs += 1_500;
    const later = await get('/lgw/vn/games/game_menu');
    expect(house.state.requests - before).toBe(2);
    expect(later.json().value.FAST.gameMenus[0].remainTime).toBe(20_000);
  });

  it('uses the site rule when no prize mode is asked and refuses an unknown one', async () => {
    nowMs += 1_500;
    const before = await get('/lgw/games/game_menus');
    expect(before.json().value.FAST.prizeMode).not.toBe('ELOTT');
    await addElottVendor('TCG_LOTTO_VN');
    const after = await get('/lgw/games/game_menus');
    expect(after.json().value.FAST.prizeMode).toBe('ELOTT');
    const bad = await get('/lgw/vn/games/game_menu?prizeMode=NOPE');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
  });

  it('lists Vietnamese games only in the numeric list and caps count at 100', async () => {
    const res = await get('/lgw/vn/games/numeric?count=100');
    expect(res.json().value.map((m: { gameId: string }) => m.gameId)).toEqual([
      'VN_MB',
      'VN_MN_TPHCM',
    ]);
    expect((await get('/lgw/vn/games/numeric?count=101')).statusCode).toBe(400);
  });

  it('records launches into the recent list and popular counts, newest first', async () => {
    const { token } = await signIn(t.db, { username: 'lotto1' });
    expect((await get('/lgw/vn/games/game_menu/recent')).statusCode).toBe(401);
    const post = (gameId: string) =>
      t.app.inject({
        method: 'POST',
        url: '/lgw/vn/games/game_menu/recent',
        headers: { authorization: token },
        payload: { gameId },
      });
    expect((await post('VN_MB')).statusCode).toBe(200);
    nowMs += 1_000;
    expect((await post('FAST5D_1M')).statusCode).toBe(200);
    nowMs += 1_000;
    expect((await post('FAST5D_1M')).statusCode).toBe(200);
    expect((await post('NOT_A_GAME')).statusCode).toBe(404);
    const recent = await get('/lgw/vn/games/game_menu/recent?recentCount=100', token);
    expect(recent.json().value.map((m: { gameId: string }) => m.gameId)).toEqual([
      'FAST5D_1M',
      'VN_MB',
    ]);
    expect((await get('/lgw/vn/games/game_menu/recent?recentCount=101', token)).statusCode).toBe(
      400,
    );
    const popular = await get('/lgw/games/popular?count=20&prizeMode=Lott&device=WEB&language=EN');
    expect(popular.json().value.map((m: { gameId: string }) => m.gameId)).toEqual([
      'FAST5D_1M',
      'VN_MB',
      'VN_MN_TPHCM',
    ]);
    expect((await get('/lgw/games/popular?count=21')).statusCode).toBe(400);
  });

  it('answers latest results publicly and open numeros only to members', async () => {
    const opened = await get('/lgw/vn/numeros/opened/game');
    expect(opened.json().value[0]).toMatchObject({ gameId: 'VN_MN_TPHCM', winNo: ['12345'] });
    expect((await get('/lotto/lgw/games/opened/numero')).statusCode).toBe(401);
    const { token } = await signIn(t.db, { username: 'lotto2' });
    const open = await get('/lotto/lgw/games/opened/numero', token);
    expect(open.json().value.map((o: { gameId: string }) => o.gameId)).toEqual([
      'FAST5D_1M',
      'VN_MN_TPHCM',
    ]);
  });

  it('answers 503 with a message key when the house is down', async () => {
    house.state.fail = true;
    nowMs += 5_000;
    const res = await get('/lgw/vn/games/game_menu');
    house.state.fail = false;
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ success: false, message: 'error_vendor_unavailable' });
  });
});
