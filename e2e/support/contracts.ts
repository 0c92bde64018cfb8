import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { operatorToken } from './players';

/**
 * The merchant's contract settings for the agent journeys: real-time salary only, up to 5 %,
 * no platform fee. Answers the supervisor's token, which offers the top-level contracts.
 */
export async function enableRealtimeSalary(request: APIRequestContext): Promise<string> {
  const boss = await operatorToken(request, 'supervisor1');
  const settings = await request.put('/ops/contracts/settings', {
    headers: { authorization: boss },
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
  return boss;
}

/**
 * A contract offer opens a dialog after signing in and over the agent centre; journeys that
 * answer offers on the contract page put the dialog off ("Later") whenever it shows.
 */
export async function putOffOfferDialog(page: Page) {
  await page.addLocatorHandler(page.getByRole('dialog', { name: 'Contract offers' }), async (d) => {
    await d.getByRole('button', { name: 'Later' }).click();
  });
}
