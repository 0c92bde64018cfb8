import { describe, expect, it } from 'vitest';
import { bannerGroupOfPath } from '@wl/contract/system/banner-groups';
import { HOME_PAGE_GROUP, opensHomePage } from '@wl/contract/system/first-page';
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

describe('the routes that open the home page', () => {
  it("are the ones the server asks for the home page's group on, in every spelling (ADR 0068)", () => {
    for (const route of ROUTES) {
      const home = route.chunk === HOME_PAGE_GROUP;
      const spellings = [route.path, route.path.toUpperCase()];
      if (route.path !== '/') spellings.push(`${route.path}/`);
      for (const path of spellings) {
        expect(opensHomePage(path), path).toBe(home);
      }
    }
    expect(opensHomePage('/no-such-page')).toBe(false);
  });
});
