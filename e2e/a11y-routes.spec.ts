import { expect, test } from '@playwright/test';
import { ROUTES } from '../apps/web/src/app/route-table';
import {
  distinctRoutes,
  PHONE,
  settle,
  violationsInBothThemes,
  watchRequests,
} from './support/axe';
import { useEnglish } from './support/session';

// Accessibility on every screen of the player site (issue 16), at a phone's 360 px, in light
// and dark: axe-core finds no serious or critical violation on any route of the route table
// (read from the code, so a new screen is checked as soon as it is routed) or in the account
// popups. The centres are in a11y-centres, the keyboard and covering checks in a11y: three files
// so CI's two journey shards can share them.

test.use({ viewport: PHONE });

test.describe('axe at 360 px, light and dark', () => {
  test.beforeEach(async ({ context }) => {
    await useEnglish(context);
  });

  // The routes in groups of four, a test each: one slow screen on a busy machine then costs its
  // own group's time, not the whole table's.
  const routes = distinctRoutes(ROUTES);
  for (let first = 0; first < routes.length; first += 4) {
    const group = routes.slice(first, first + 4);
    test(`routes ${group.map((r) => r.path).join(' ')} have no serious accessibility violation`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      const found: string[] = [];
      watchRequests(page);
      for (const route of group) {
        await page.goto(route.path);
        if (route.popup) await expect(page.getByRole('dialog')).toBeVisible();
        await settle(page);
        found.push(...(await violationsInBothThemes(page, route.path)));
      }
      expect(found).toEqual([]);
    });
  }
});
