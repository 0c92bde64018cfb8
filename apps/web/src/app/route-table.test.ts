import { describe, expect, it } from 'vitest';
import { bannerGroupOfPath } from '@wl/contract/system/banner-groups';
import { bannerGroupOf, ROUTES, showsPromotions } from './route-table';

describe('the banner group of each route', () => {
  it('is the one the server preloads the first banner of, for every route and its spellings (ADR 0056)', () => {
    for (const route of ROUTES) {
      const shown = showsPromotions(route) ? bannerGroupOf(route) : null;
      const spellings = [route.path, route.path.toUpperCase()];
      if (route.path !== '/') spellings.push(`${route.path}/`);
      for (const path of spellings) {
        expect(bannerGroupOfPath(path), path).toBe(shown);
      }
    }
    expect(bannerGroupOfPath('/no-such-page')).toBeNull();
  });
});
