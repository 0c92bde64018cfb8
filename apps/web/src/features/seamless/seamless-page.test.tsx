import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { setToken } from '../../api/session';
import { stubFetch } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render';
import { IFRAME_URL_KEY } from '../../components/games/iframe-url';
import { Component as SeamlessPage } from './seamless-page';

const LAUNCH = '/wps/game/launchGame';
const launched = (url: string) => ({
  content: {
    game_url: url,
    mode: 'real',
    vendorCode: 'PG',
    gameCode: 'G7',
    walletMode: 'seamless',
  },
  url,
});

describe('/seamless', () => {
  it('says no game is open and points to the games when the session has none', () => {
    const { requests } = stubFetch({});
    renderWithProviders(<SeamlessPage />, { route: '/seamless' });
    expect(screen.getByRole('heading', { level: 1, name: 'Full-page game' })).toBeTruthy();
    expect(
      screen.getByText('No game is open on a full page. Choose one from a lobby.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the games' }).getAttribute('href')).toBe('/');
    expect(screen.queryByTitle('Game')).toBeNull();
    expect(requests).toHaveLength(0);
  });

  it("shows the session's iframeUrl full page, with a way back", () => {
    window.sessionStorage.setItem(IFRAME_URL_KEY, 'https://games.example.com/play?t=abc');
    renderWithProviders(<SeamlessPage />, { route: '/seamless' });
    expect(screen.getByTitle('Game').getAttribute('src')).toBe(
      'https://games.example.com/play?t=abc',
    );
    expect(screen.getByRole('link', { name: /Back to home/ }).getAttribute('href')).toBe('/');
    expect(screen.queryByText(/No game is open/)).toBeNull();
  });

  it('refuses a stored address that is not http(s)', () => {
    window.sessionStorage.setItem(IFRAME_URL_KEY, 'javascript:alert(1)');
    renderWithProviders(<SeamlessPage />, { route: '/seamless' });
    expect(screen.queryByTitle('Game')).toBeNull();
    expect(screen.getByText(/No game is open/)).toBeTruthy();
  });

  it('launches the game named in its query and keeps the address as iframeUrl', async () => {
    setToken('member-token');
    const { requests } = stubFetch({ [LAUNCH]: launched('https://games.example.com/play?t=new') });
    renderWithProviders(<SeamlessPage />, {
      route: '/seamless?gameType=RNG&vassalage=PG&gameId=G7&nodeId=7&mode=real',
    });
    const frame = await screen.findByTitle('Game');
    expect(frame.getAttribute('src')).toBe('https://games.example.com/play?t=new');
    const call = requests.find((r) => r.path === LAUNCH)?.search;
    expect(call?.get('nodeId')).toBe('7');
    expect(call?.get('accountType')).toBe('1');
    expect(window.sessionStorage.getItem(IFRAME_URL_KEY)).toBe(
      'https://games.example.com/play?t=new',
    );
    expect(screen.getByRole('link', { name: /Back to lobby/ }).getAttribute('href')).toBe('/rng');
  });
});
