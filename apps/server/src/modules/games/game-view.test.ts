import { describe, expect, it } from 'vitest';
import { artworkUrl, clampPage, isLaunchable } from './game-view';

describe('game view helpers', () => {
  it('serves artwork from this server without CDNs, else always the same CDN per picture', () => {
    expect(artworkUrl('house-lucky-sevens', undefined)).toBe(
      '/static/games/house-lucky-sevens.png',
    );
    expect(artworkUrl('house-lucky-sevens', ['not a url'])).toBe(
      '/static/games/house-lucky-sevens.png',
    );
    const cdns = ['https://a.example.com/', 'https://b.example.com'];
    const url = artworkUrl('house-lucky-sevens', cdns);
    expect(url).toMatch(/^https:\/\/[ab]\.example\.com\/static\/games\/house-lucky-sevens\.png$/);
    expect(artworkUrl('house-lucky-sevens', cdns)).toBe(url);
    const hosts = new Set(
      Array.from({ length: 40 }, (_, i) => new URL(artworkUrl(`game-${i}`, cdns)).host),
    );
    expect(hosts.size).toBe(2);
  });

  it('clamps pages to 1..totalPages', () => {
    expect(clampPage(31, 9, 15)).toEqual({ totalPages: 3, pageNum: 3, limit: 15, offset: 30 });
    expect(clampPage(0, 4, 15)).toEqual({ totalPages: 0, pageNum: 1, limit: 15, offset: 0 });
    expect(clampPage(15, 1, 15)).toEqual({ totalPages: 1, pageNum: 1, limit: 15, offset: 0 });
  });

  it('launches live games and demo games only when the house has a stand-in', () => {
    expect(isLaunchable({ launchMode: 'live', houseGameCode: null })).toBe(true);
    expect(isLaunchable({ launchMode: 'house_demo', houseGameCode: 'fair-dice' })).toBe(true);
    expect(isLaunchable({ launchMode: 'house_demo', houseGameCode: null })).toBe(false);
    expect(isLaunchable({ launchMode: 'unavailable', houseGameCode: 'fair-dice' })).toBe(false);
  });
});
