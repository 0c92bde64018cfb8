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
 * A contract offer waiting for the member opens a dialog by itself over the agent centre; a
 * journey that answers offers on the contract page puts it off ("Later") as a step of its own,
 * once the centre's notice says offers are known (the dialog opens in the same moment). Not a
 * locator handler: one running in the middle of an assertion stalled that assertion in CI until
 * its timeout, the dialog long closed.
 */
export async function putOffOffers(page: Page) {
  await expect(page.getByText(/^Contract offers waiting for your answer/)).toBeVisible({
    timeout: 45_000,
  });
  // Found by its heading, not its accessible name: one less thing to go wrong in a helper.
  const dialog = page
    .locator('[role=dialog]')
    .filter({ has: page.getByRole('heading', { name: 'Contract offers', exact: true }) });
  await dialog.getByRole('button', { name: 'Later' }).first().click();
  await expect(dialog).toBeHidden();
}
