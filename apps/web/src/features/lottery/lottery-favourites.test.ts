import { beforeEach, describe, expect, it } from 'vitest';
import { loadFavourites, toggleFavourite } from './lottery-favourites';

describe('lottery favourites', () => {
  beforeEach(() => localStorage.clear());

  it('toggles a game on and off for a user name', () => {
    expect(toggleFavourite('alice', 'VN_MB')).toEqual(['VN_MB']);
    expect(toggleFavourite('alice', 'FAST5D_1M')).toEqual(['VN_MB', 'FAST5D_1M']);
    expect(toggleFavourite('alice', 'VN_MB')).toEqual(['FAST5D_1M']);
    expect(loadFavourites('alice')).toEqual(['FAST5D_1M']);
  });

  it('keeps each user name’s favourites apart', () => {
    toggleFavourite('alice', 'VN_MB');
    toggleFavourite('bob', 'FAST5D_3M');
    expect(loadFavourites('alice')).toEqual(['VN_MB']);
    expect(loadFavourites('bob')).toEqual(['FAST5D_3M']);
    expect(loadFavourites(null)).toEqual([]);
  });

  it('ignores damaged stored values', () => {
    localStorage.setItem('lottery_favourites:alice', '{not json');
    expect(loadFavourites('alice')).toEqual([]);
  });
});
