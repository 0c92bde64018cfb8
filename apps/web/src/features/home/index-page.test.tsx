import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { stubFetch } from '../../test/fetch-stub';
import { makeGame, makeRankEntry } from '../../test/game-fixtures';
import { fakeControls } from '../../test/lobby-providers';
import { renderWithProviders } from '../../test/render';
import { stubIntersection } from '../../test/intersection';
import { Component as IndexPage } from './index-page';

describe('home page', () => {
  it('shows the first twelve hot games as popular games, each playable from its card', async () => {
    const games = Array.from({ length: 15 }, (_, i) => makeGame(String(i + 1)));
    const { requests } = stubFetch({
      '/wps/relay/GCSGAME_hotGamesV2': { list: games, footer: [] },
    });
    const controls = fakeControls();
    renderWithProviders(controls.wrap(<IndexPage />));
    // The cards mount after the first render, out of sight until all twelve are in; a role
    // query finds only what is not hidden.
    expect(await screen.findByRole('button', { name: 'Play Game 12' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Play Game 1' })).toBeTruthy();
    expect(screen.queryByText('Game 13')).toBeNull();
    expect(requests.some((r) => r.path === '/wps/relay/GCSGAME_hotGamesV2')).toBe(true);
    expect(screen.getByRole('link', { name: 'Hot Games' }).getAttribute('href')).toBe('/hot');
  });

  it('shows the winners board below the games once it is in view', async () => {
    const screenEdge = stubIntersection();
    const { requests } = stubFetch({
      '/wps/relay/GCSGAME_hotGamesV2': { list: [makeGame('1')], footer: [] },
      '/wps/relay/GCSGAME_getRankList': { list: [makeRankEntry({ customerName: 'ca***7' })] },
    });
    const controls = fakeControls();
    renderWithProviders(controls.wrap(<IndexPage />));
    expect(await screen.findByRole('button', { name: 'Play Game 1' })).toBeTruthy();
    // Not scrolled to: neither rendered nor asked for.
    expect(screen.queryByRole('region', { name: 'Big winners' })).toBeNull();
    expect(requests.some((r) => r.path === '/wps/relay/GCSGAME_getRankList')).toBe(false);
    screenEdge.showAll();
    const board = await screen.findByRole('region', { name: 'Big winners' });
    expect(await within(board).findByText('ca***7')).toBeTruthy();
  });

  it('says so when there are no hot games', async () => {
    stubFetch({ '/wps/relay/GCSGAME_hotGamesV2': { list: [], footer: [] } });
    const controls = fakeControls();
    renderWithProviders(controls.wrap(<IndexPage />));
    expect(await screen.findByText(/no games/i)).toBeTruthy();
  });
});
