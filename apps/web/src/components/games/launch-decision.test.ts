import { describe, expect, it } from 'vitest';
import { makeGame } from '../../test/game-fixtures';
import { gamePagePath, launchDecision } from './launch-decision';

const base = { hasToken: true, isTrial: false, freePlay: false, launchable: true } as const;

describe('launch decision', () => {
  it('lets a member play for real', () => {
    expect(launchDecision({ ...base, wanted: 'real' })).toBe('real');
  });

  it('stops a trial account from real play with the need-a-real-account warning', () => {
    expect(launchDecision({ ...base, isTrial: true, wanted: 'real' })).toBe('needRealAccount');
  });

  it('gives a visitor the demo when free play is on, else the login popup', () => {
    const visitor = { ...base, hasToken: false };
    expect(launchDecision({ ...visitor, freePlay: true, wanted: 'real' })).toBe('demo');
    expect(launchDecision({ ...visitor, freePlay: false, wanted: 'real' })).toBe('login');
    expect(launchDecision({ ...visitor, freePlay: false, wanted: 'demo' })).toBe('login');
  });

  it('does nothing for a game that cannot launch', () => {
    expect(launchDecision({ ...base, launchable: false, wanted: 'real' })).toBe('unavailable');
  });

  it('builds the /game address with the launch fields', () => {
    const path = gamePagePath(makeGame('42', { vassalage: 'PG', gameId: 'G42' }), 'demo');
    expect(path).toBe('/game?gameType=RNG&vassalage=PG&gameId=G42&nodeId=42&mode=demo');
  });

  it('opens the FB sports book on its own page', () => {
    expect(gamePagePath(makeGame('7', { vassalage: 'FB', gameType: 'SPORTS' }), 'real')).toBe(
      '/fbsports',
    );
  });
});
