import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { setToken } from '../../api/session';
import { stubFetch, type RecordedRequest } from '../../test/fetch-stub';
import { lanesValue, makeGame, makeLane, makeVendor } from '../../test/game-fixtures';
import { fakeControls } from '../../test/lobby-providers';
import { renderWithProviders } from '../../test/render';
import { LobbyRoute } from './lobby-route';

const LIST = '/wps/relay/GCSGAME_gameList';
const FAVS = '/wps/relay/MCSFE_getFavoriteGamesList';

function stubLobby(vendorCount = 3) {
  const vendors = Array.from({ length: vendorCount }, (_, i) => makeVendor(`V${i}`, 'RNG'));
  return stubFetch({
    '/wps/relay/GCSGAME_newGameVendor': lanesValue([
      makeLane('RNG', [makeVendor('PG', 'RNG'), ...vendors]),
    ]),
    [LIST]: { games: [makeGame('1'), makeGame('2')], totalPages: 4, pageNum: 1, total: 50 },
    [FAVS]: { content: [makeGame('9')], totalPages: 1, pageNum: 1, total: 1 },
    '/wps/relay/MCSFE_getFavoriteGames': ['9'],
    '/wps/relay/GCS_recentGame': { list: [], totalPages: 0, pageNum: 1, total: 0 },
  });
}

const listCalls = (requests: RecordedRequest[]) => requests.filter((r) => r.path === LIST);
const lastList = (requests: RecordedRequest[]) => listCalls(requests).at(-1)?.search;

function renderLobby(route = '/rng') {
  const controls = fakeControls();
  renderWithProviders(controls.wrap(<LobbyRoute />), { route });
  return controls;
}

describe('game lobby', () => {
  it('clears the search and goes back to page 1 when classify changes', async () => {
    const { requests } = stubLobby();
    renderLobby();
    await screen.findByText('Game 1');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastList(requests)?.get('pageNo')).toBe('2'));

    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'dragon' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastList(requests)?.get('gameName')).toBe('dragon'));
    expect(lastList(requests)?.get('pageNo')).toBe('1');

    fireEvent.change(screen.getByRole('combobox', { name: 'Type' }), { target: { value: 'VP' } });
    await waitFor(() => expect(lastList(requests)?.get('gameClassify')).toBe('VP'));
    expect(lastList(requests)?.has('gameName')).toBe(false);
    expect(lastList(requests)?.get('pageNo')).toBe('1');
    expect(screen.getByRole('searchbox')).toHaveProperty('value', '');
  });

  it('opens on the vendor named by ?page= and sends it as vassalage', async () => {
    const { requests } = stubLobby();
    renderLobby('/rng?page=pg');
    await screen.findByText('Game 1');
    expect(lastList(requests)?.get('vassalage')).toBe('PG');
    expect(lastList(requests)?.get('gameType')).toBe('RNG');
    expect(await screen.findByRole('button', { name: 'PG Gaming' })).toHaveProperty(
      'ariaPressed',
      'true',
    );
  });

  it('asks a visitor to log in for favourites and recent, without calling them', async () => {
    const { requests } = stubLobby();
    const { popups } = renderLobby();
    await screen.findByText('Game 1');
    fireEvent.click(screen.getByRole('button', { name: 'Favourites' }));
    fireEvent.click(screen.getByRole('button', { name: 'Recent' }));
    expect(popups.open).toHaveBeenCalledTimes(2);
    expect(popups.open).toHaveBeenCalledWith('login');
    expect(requests.some((r) => r.path === FAVS || r.path === '/wps/relay/GCS_recentGame')).toBe(
      false,
    );
    expect(screen.getByRole('button', { name: 'All games' })).toHaveProperty('ariaPressed', 'true');
  });

  it('shows a member their favourites', async () => {
    setToken('member-token');
    const { requests } = stubLobby();
    renderLobby();
    await screen.findByText('Game 1');
    fireEvent.click(screen.getByRole('button', { name: 'Favourites' }));
    expect(await screen.findByText('Game 9')).toBeTruthy();
    expect(requests.find((r) => r.path === FAVS)?.search.get('gameType')).toBe('RNG');
  });

  it('asks a visitor to log in before saving a favourite', async () => {
    stubLobby();
    const { popups } = renderLobby();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Game 1 to favourites' }));
    expect(popups.open).toHaveBeenCalledWith('login');
  });

  it('covers a card while its favourite is saved, then marks it', async () => {
    setToken('member-token');
    const { requests } = stubLobby();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const stub = globalThis.fetch;
    globalThis.fetch = async (input, init) => {
      if (String(input).includes('MCSFE_addFavoriteGameV2')) {
        await held;
        return new Response(
          JSON.stringify({ success: true, message: '', value: { nodeIds: ['9', '1'] } }),
        );
      }
      return stub(input, init);
    };
    renderLobby();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Game 1 to favourites' }));
    expect(await screen.findByText('Saving favourite…')).toBeTruthy();
    release();
    const remove = await screen.findByRole('button', { name: 'Remove Game 1 from favourites' });
    expect(remove).toHaveProperty('ariaPressed', 'true');
    expect(screen.queryByText('Saving favourite…')).toBeNull();
    expect(requests.some((r) => r.path === FAVS)).toBe(false);
  });

  it('adds scroll arrows to the vendor tabs beyond 7 vendors', async () => {
    stubLobby(7);
    renderLobby();
    expect(await screen.findByRole('button', { name: 'Show more providers' })).toBeTruthy();
  });

  it('has no vendor arrows with 7 vendors or fewer', async () => {
    stubLobby(6);
    renderLobby();
    await screen.findByRole('button', { name: 'V5 Gaming' });
    expect(screen.queryByRole('button', { name: 'Show more providers' })).toBeNull();
  });
});
