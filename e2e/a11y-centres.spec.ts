import { expect, test } from '@playwright/test';
import { centreViolations, PHONE } from './support/axe';
import {
  closeNewsWheneverItOpens,
  expectLoggedInAs,
  logIn,
  openAccountMenuItem,
  useEnglish,
} from './support/session';

// Accessibility of every page of the member and agent centres (issue 16), read from their
// menus, at 360 px in light and dark: axe-core finds no serious or critical violation.

test.use({ viewport: PHONE });

test.describe('axe at 360 px, light and dark', () => {
  test.beforeEach(async ({ context }) => {
    await useEnglish(context);
  });

  test('every page of the member centre has no serious accessibility violation', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await closeNewsWheneverItOpens(page);
    await logIn(page, 'demo_player', 'Demo1234');
    await expectLoggedInAs(page, 'demo_player');
    await openAccountMenuItem(page, 'Member centre');
    const memberCentre = page.getByRole('dialog', { name: 'Member centre' });
    await expect(memberCentre).toBeVisible();
    expect(await centreViolations(page, memberCentre, 'member centre')).toEqual([]);
  });

  test('every page of the agent centre has no serious accessibility violation', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await closeNewsWheneverItOpens(page);
    await logIn(page, 'demo_agent', 'Demo1234');
    await expectLoggedInAs(page, 'demo_agent');
    await page.goto('/agentHome');
    const agentCentre = page.getByRole('dialog', { name: 'Agent centre' });
    await expect(agentCentre).toBeVisible();
    expect(await centreViolations(page, agentCentre, 'agent centre')).toEqual([]);
  });
});
