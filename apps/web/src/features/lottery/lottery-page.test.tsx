import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { GameMenuItem, GameMenuValue } from '@wl/contract/lottery-lobby/game-menu';
import type { LaunchGameValue } from '@wl/contract/games/launch-game';
import { setToken, storeMemberValues } from '../../api/session';
import { renderWithProviders } from '../../test/render';
import { stubFetch } from '../../test/fetch-stub';
import { Component as LotteryPage } from './lottery-page';
import { LotteryMenuTabs } from './lottery-menu-tabs';

function item(gameId: string, over: Partial<GameMenuItem> = {}): GameMenuItem {
  return {
    gameMenuTag: 'VN_MN',
    gameId,
    remark: `${gameId} name`,
    numero: '20261121',
    remainTime: 3_600_000,
    lockTime: 900_000,
    drawTime: 4_500_000,
    drawDayOfWeek: 7,
    winningTime: '2026.11.21',
    drawDays: [2, 7],
    gameType: 'LOTT',
    accountTypeName: 'TCG_LOTTO_VN',
    vassalage: 'HOUSE',
    bettingOpen: true,
    lastNumero: '20261114',
    lastWinNo: ['12345678'],
    ...over,
  };
}

const menus: GameMenuValue = {
  FAST: {
    tag: 'FAST',
    gameGroupCode: 'FAST',
    prizeMode: 'LOTT',
    gameMenus: [
      item('FAST5D_1M', {
        gameMenuTag: 'FAST',
        gameType: 'ELOTT',
        drawDays: [1, 2, 3, 4, 5, 6, 7],
        remainTime: 20_000,
        lockTime: 10_000,
        drawTime: 30_000,
      }),
    ],
  },
  VN_MN: {
    tag: 'VN_MN',
    gameGroupCode: 'VN_MN',
    prizeMode: 'LOTT',
    gameMenus: [item('VN_MN_TPHCM', { drawDays: [2, 7] }), item('VN_MN_DALAT', { drawDays: [1] })],
  },
};
const popular: GameMenuItem[] = [item('VN_MN_DALAT', { drawDays: [1] })];
const launched: LaunchGameValue = {
  content: {
    game_url: 'http://localhost:3100/lottery/play?t=x',
    mode: 'real',
    vendorCode: 'HOUSE',
    gameCode: 'FAST5D_1M',
    walletMode: 'seamless',
  },
  url: 'http://localhost:3100/lottery/play?t=x',
};

function stubLobby() {
  return stubFetch({
    '/lgw/vn/games/game_menu': menus,
    '/lgw/games/popular': popular,
    '/lgw/vn/games/game_menu/recent': (r: { method: string }) => ({
      body: { success: true, message: '', value: r.method === 'POST' ? null : [] },
    }),
    '/wps/game/launchGame': launched,
  });
}

describe('/lottery', () => {
  it('shows the first menu with draw facts, countdown and at most 6 open digits', async () => {
    stubLobby();
    renderWithProviders(<LotteryPage />, { route: '/lottery' });
    const card = (await screen.findAllByRole('article', { name: 'FAST5D_1M name' }))[0]!;
    expect(within(card).getByText('20261121')).toBeTruthy();
    expect(within(card).getByText('00:00:20')).toBeTruthy();
    expect(within(card).getByText('2026.11.21')).toBeTruthy();
    expect(within(card).getByText('Saturday')).toBeTruthy();
    expect(within(card).getByLabelText('1 2 3 4 5 6')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Popular lotteries' })).toBeTruthy();
  });

  it('filters the chosen menu by draw day, Sunday = 1', async () => {
    stubLobby();
    renderWithProviders(<LotteryPage />, { route: '/lottery' });
    fireEvent.click(await screen.findByRole('button', { name: 'Southern (Miền Nam)' }));
    const grid = screen.getAllByRole('list')[0]!;
    expect(within(grid).getAllByRole('article')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Sunday' }));
    expect(
      within(screen.getAllByRole('list')[0]!)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-labelledby')),
    ).toEqual(['lottery-VN_MN_DALAT']);
  });

  it('keeps favourites per user name in local storage', async () => {
    setToken('member-token');
    storeMemberValues({ username: 'alice' });
    stubLobby();
    renderWithProviders(<LotteryPage />, { route: '/lottery' });
    const [star] = await screen.findAllByRole('button', {
      name: 'Add FAST5D_1M name to favourites',
    });
    fireEvent.click(star!);
    expect(JSON.parse(localStorage.getItem('lottery_favourites:alice') ?? '[]')).toEqual([
      'FAST5D_1M',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Favourites' }));
    const grid = screen.getAllByRole('list')[0]!;
    expect(within(grid).getAllByRole('article')).toHaveLength(1);
  });

  it('launches the betting page through launchGame with the lobby parameters', async () => {
    setToken('member-token');
    const { requests } = stubLobby();
    renderWithProviders(<LotteryPage />, { route: '/lottery' });
    const card = (await screen.findAllByRole('article', { name: 'FAST5D_1M name' }))[0]!;
    fireEvent.click(within(card).getByRole('button', { name: 'Bet now' }));
    const frame = await screen.findByTitle('FAST5D_1M name betting page');
    expect(frame.getAttribute('src')).toBe(launched.content.game_url);
    const launch = requests.find((r) => r.path === '/wps/game/launchGame')!;
    expect(Object.fromEntries(launch.search)).toMatchObject({
      vassalage: 'HOUSE',
      gameId: 'FAST5D_1M',
      launchMode: 'LOTT',
      lottoArea: 'VN',
      lottoGameCode: 'FAST5D_1M',
      lottoView: 'betting',
      lottoPrizeMode: 'ELOTT',
      device: 'WEB',
    });
    // The launch notes the game as recent on the server; the page makes no second call for it.
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });
});

describe('menu arrows', () => {
  const tabs = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ key: `M${i}`, label: `Menu ${i}` }));
  it('are hidden with 7 menus and shown with 8', () => {
    const { unmount } = renderWithProviders(
      <LotteryMenuTabs tabs={tabs(7)} active="M0" onSelect={() => {}} />,
    );
    expect(screen.queryByRole('button', { name: 'Scroll menus forward' })).toBeNull();
    unmount();
    renderWithProviders(<LotteryMenuTabs tabs={tabs(8)} active="M0" onSelect={() => {}} />);
    expect(screen.getByRole('button', { name: 'Scroll menus forward' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Scroll menus back' })).toBeTruthy();
  });
});
