import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { setToken } from '../../api/session';
import { stubFetch } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render';
import { IFRAME_URL_KEY } from '../../components/games/iframe-url';
import { launchTargetOf } from '../../components/games/launch-game';
import { Component as GamePage } from './iframe-game-page';

const LAUNCH = '/wps/game/launchGame';
const launched = (url: string) => ({
  content: {
    game_url: url,
    mode: 'real',
    vendorCode: 'CARDMASTER',
    gameCode: 'P1',
    walletMode: 'seamless',
  },
  url,
});

describe('/game', () => {
  it('launches by nodeId alone (a PVP room), stores iframeUrl and offers the full page', async () => {
    setToken('member-token');
    const { requests } = stubFetch({ [LAUNCH]: launched('https://house.example.com/play?t=1') });
    const query = 'gameType=PVP&vassalage=CARDMASTER&nodeId=501&mode=real';
    renderWithProviders(<GamePage />, { route: `/game?${query}` });
    expect((await screen.findByTitle('Game')).getAttribute('src')).toBe(
      'https://house.example.com/play?t=1',
    );
    const call = requests.find((r) => r.path === LAUNCH)?.search;
    expect(call?.get('nodeId')).toBe('501');
    expect(call?.has('gameId')).toBe(false);
    expect(window.sessionStorage.getItem(IFRAME_URL_KEY)).toBe(
      'https://house.example.com/play?t=1',
    );
    const full = screen.getByRole('link', { name: 'Open this game on a full page' });
    expect(full.getAttribute('href')).toBe(`/seamless?${query}`);
  });

  it('does not keep a launch address that is not http(s)', async () => {
    setToken('member-token');
    window.sessionStorage.setItem(IFRAME_URL_KEY, 'https://old.example.com/');
    stubFetch({ [LAUNCH]: launched('javascript:alert(1)') });
    renderWithProviders(<GamePage />, { route: '/game?gameType=RNG&vassalage=PG&nodeId=7' });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByTitle('Game')).toBeNull();
    expect(window.sessionStorage.getItem(IFRAME_URL_KEY)).toBeNull();
  });

  it('reads a launch target only with a known type, a vendor and a numeric nodeId', () => {
    const of = (q: string) => launchTargetOf(new URLSearchParams(q));
    expect(of('gameType=pvp&vassalage=X&nodeId=5')).toEqual({
      gameType: 'PVP',
      vassalage: 'X',
      nodeId: '5',
      mode: 'real',
    });
    expect(of('gameType=RNG&vassalage=X&gameId=G1&nodeId=5&mode=demo')?.gameId).toBe('G1');
    expect(of('gameType=NOPE&vassalage=X&nodeId=5')).toBeNull();
    expect(of('gameType=RNG&nodeId=5')).toBeNull();
    expect(of('gameType=RNG&vassalage=X&nodeId=abc')).toBeNull();
  });

  it('brings the money back from a transfer-wallet game when the player leaves it, and only then', async () => {
    setToken('member-token');
    const { requests } = stubFetch({
      [LAUNCH]: {
        ...launched('https://house.example.com/club?t=2'),
        content: {
          ...launched('https://house.example.com/club?t=2').content,
          walletMode: 'transfer',
        },
      },
      'POST /wps/relay/GCS_walletReturn': {
        recalled: [{ accountTypeId: 16, amount: '90.00' }],
        failed: [],
        wallets: [],
      },
    });
    const view = renderWithProviders(<GamePage />, {
      route: '/game?gameType=RNG&vassalage=HOUSECLUB&nodeId=9',
    });
    await screen.findByTitle('Game');
    expect(requests.some((r) => r.path === '/wps/relay/GCS_walletReturn')).toBe(false);
    view.unmount();
    await waitFor(() =>
      expect(requests.filter((r) => r.path === '/wps/relay/GCS_walletReturn')).toHaveLength(1),
    );
  });

  it('recalls nothing when the game was a seamless one', async () => {
    setToken('member-token');
    const { requests } = stubFetch({ [LAUNCH]: launched('https://house.example.com/play?t=3') });
    const view = renderWithProviders(<GamePage />, {
      route: '/game?gameType=RNG&vassalage=HOUSE&nodeId=8',
    });
    await screen.findByTitle('Game');
    view.unmount();
    await new Promise((r) => setTimeout(r, 50));
    expect(requests.some((r) => r.path === '/wps/relay/GCS_walletReturn')).toBe(false);
  });
});
