import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from '../../app/router';
import { setToken } from '../../api/session';
import { stubFetch, type StubRoutes } from '../../test/fetch-stub';
import { lanesValue, makeGame, makeLane, makePvpRoom, makeVendor } from '../../test/game-fixtures';
import { fakeControls } from '../../test/lobby-providers';
import { renderWithProviders } from '../../test/render';
import { failure } from '../../test/sealed-server';
import { LobbyRoute } from './lobby-route';

const ROOMS = '/wps/relay/GLS2_roomList';

const ROOM_LIST = [
  makePvpRoom('1', '501', { roomName: 'Novice Room', baseBet: '0.10', minEntry: '6.00' }),
  makePvpRoom('2', '501', {
    roomName: 'VIP Room',
    baseBet: '10.00',
    minEntry: '4000.00',
    maxPlayers: 4,
  }),
  makePvpRoom('3', '502', { roomName: 'Standard Room', gameName: 'Big Two' }),
];

function stubPvp(extra: StubRoutes = {}, cardmaster = { launchable: true }) {
  return stubFetch({
    '/wps/relay/GCSGAME_newGameVendor': lanesValue([
      makeLane('PVP', [makeVendor('CARDMASTER', 'PVP', cardmaster), makeVendor('TABLEWAR', 'PVP')]),
    ]),
    '/wps/relay/GCSGAME_gameList': {
      games: [makeGame('501', { gameType: 'PVP', vassalage: 'CARDMASTER' })],
      totalPages: 1,
      pageNum: 1,
      total: 1,
    },
    [ROOMS]: { list: ROOM_LIST },
    ...extra,
  });
}

function GamePage() {
  const location = useLocation();
  return <p data-testid="game-page">{location.search}</p>;
}

function renderPvp(route = '/pvp') {
  const controls = fakeControls();
  // Enter goes through the real-account check; a real member passes it.
  vi.mocked(controls.account.requireRealAccount).mockImplementation((action) => action());
  renderWithProviders(
    controls.wrap(
      <Routes>
        <Route path="/pvp" element={<LobbyRoute />} />
        <Route path="/rng" element={<LobbyRoute />} />
        <Route path="/game" element={<GamePage />} />
      </Routes>,
    ),
    { route },
  );
  return controls;
}

const roomsSection = () => screen.getByRole('region', { name: 'Game rooms' });

describe('PVP rooms', () => {
  it('asks a visitor to log in instead of listing rooms', async () => {
    const { requests } = stubPvp();
    const { popups } = renderPvp();
    await screen.findByText('Game 501');
    expect(
      within(roomsSection()).getByText('Log in to see the game rooms and take a seat.'),
    ).toBeTruthy();
    fireEvent.click(within(roomsSection()).getByRole('button', { name: 'Log in' }));
    expect(popups.open).toHaveBeenCalledWith('login');
    expect(requests.some((r) => r.path === ROOMS)).toBe(false);
  });

  it("lists the first game's rooms with stakes and seats, and the picker switches games", async () => {
    setToken('member-token');
    const { requests } = stubPvp();
    renderPvp('/pvp?page=cardmaster');
    expect(within(roomsSection()).getByRole('status').textContent).toContain('Loading');
    const novice = (await screen.findByRole('heading', { name: 'Novice Room' })).closest('li')!;
    expect(requests.find((r) => r.path === ROOMS)?.search.get('vassalage')).toBe('CARDMASTER');
    expect(within(novice).getByText('Poker 501')).toBeTruthy();
    expect(within(novice).getByText('₱0.10')).toBeTruthy();
    expect(within(novice).getByText('₱6.00')).toBeTruthy();
    const vip = screen.getByRole('heading', { name: 'VIP Room' }).closest('li')!;
    expect(within(vip).getByText('₱4,000.00')).toBeTruthy();
    expect(within(vip).getByText('4')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Standard Room' })).toBeNull();

    fireEvent.change(within(roomsSection()).getByRole('combobox', { name: 'Game' }), {
      target: { value: '502' },
    });
    expect(screen.getByRole('heading', { name: 'Standard Room' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Novice Room' })).toBeNull();
  });

  it("enters a room by launching its game on /game, like a game card's real play", async () => {
    setToken('member-token');
    stubPvp();
    const { account } = renderPvp();
    fireEvent.click(await screen.findByRole('button', { name: 'Enter VIP Room of Poker 501' }));
    expect(account.requireRealAccount).toHaveBeenCalled();
    const search = new URLSearchParams((await screen.findByTestId('game-page')).textContent ?? '');
    expect(Object.fromEntries(search)).toEqual({
      gameType: 'PVP',
      vassalage: 'CARDMASTER',
      nodeId: '501',
      mode: 'real',
    });
  });

  it('disables Enter for a vendor whose games cannot launch', async () => {
    setToken('member-token');
    stubPvp({}, { launchable: false });
    renderPvp();
    const button = await screen.findByRole('button', { name: 'Enter Novice Room of Poker 501' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.textContent).toBe('Unavailable');
  });

  it('says so when the vendor has no rooms', async () => {
    setToken('member-token');
    stubPvp({ [ROOMS]: { list: [] } });
    renderPvp();
    expect(await screen.findByText('No rooms are open for these games right now.')).toBeTruthy();
  });

  it('shows a failure with a retry that asks again', async () => {
    setToken('member-token');
    let calls = 0;
    stubPvp({
      [ROOMS]: () =>
        ++calls === 1
          ? failure('server', 'error_server', { status: 500 })
          : { body: { success: true, message: '', value: { list: ROOM_LIST } } },
    });
    renderPvp();
    const alert = await within(roomsSection()).findByRole('alert');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Novice Room' })).toBeTruthy();
    await waitFor(() => expect(calls).toBe(2));
  });

  it('is only on the PVP lobby', async () => {
    setToken('member-token');
    stubFetch({
      '/wps/relay/GCSGAME_newGameVendor': lanesValue([makeLane('RNG', [makeVendor('PG', 'RNG')])]),
      '/wps/relay/GCSGAME_gameList': {
        games: [makeGame('1')],
        totalPages: 1,
        pageNum: 1,
        total: 1,
      },
    });
    renderPvp('/rng');
    await screen.findByText('Game 1');
    expect(screen.queryByRole('region', { name: 'Game rooms' })).toBeNull();
  });
});
