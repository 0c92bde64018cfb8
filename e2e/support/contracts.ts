import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Turns on real-time salary contracts for the demo merchant (ratio up to 5 %), as a supervisor. */
export async function enableRealtimeSalary(request: APIRequestContext, token: string) {
  const settings = await request.put('/ops/contracts/settings', {
    headers: { authorization: token },
    data: {
      enabled: { dividend: false, dailySalary: false, hourlySalary: false, realtimeSalary: true },
      maxRatio: '5',
      platformFee: '0',
      maxTiers: 10,
      activeMinBet: '0',
      proposalTtlHours: 72,
      carryRule: 'accumulate',
    },
  });
  expect(((await settings.json()) as { success: boolean }).success).toBe(true);
}

/**
 * A contract offer opens a dialog after signing in and over the agent centre; journeys that
 * answer offers on the contract page put the dialog off ("Later") whenever it shows.
 */
export async function putOffOfferDialog(page: Page) {
  // Found by its heading, not its accessible name: one less thing to go wrong in a helper.
  const dialog = page
    .locator('[role=dialog]')
    .filter({ has: page.getByRole('heading', { name: 'Contract offers', exact: true }) });
  await page.addLocatorHandler(dialog, async (d) => {
    // The dialog may close by itself meanwhile (an answer elsewhere, the page left): no matter.
    await d
      .getByRole('button', { name: 'Later' })
      .first()
      .click({ timeout: 5_000 })
      .catch(() => undefined);
  });
}
