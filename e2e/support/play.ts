import { expect, type Page } from '@playwright/test';
import { closeDialogs, openAccountMenuItem } from './session';

/** Money in through the sandbox gateway: the deposit form, then the gateway's own pay page. */
export async function depositThroughSandbox(page: Page, amount: string) {
  await openAccountMenuItem(page, 'Deposit');
  const centre = page.locator('.mc__page');
  await page.getByRole('radio', { name: /Sandbox Pay \(online\)/ }).check();
  await page.getByLabel(/^Amount/).fill(amount);
  await centre.getByRole('button', { name: 'Deposit', exact: true }).click();
  const payUrl = await page.getByRole('link', { name: 'Open payment page' }).getAttribute('href');
  expect(payUrl).toBeTruthy();
  const pay = await page.context().newPage();
  await pay.goto(payUrl!);
  await pay.getByRole('button', { name: 'Pay', exact: true }).click();
  await pay.waitForLoadState('networkidle');
  await pay.close();
  await closeDialogs(page);
}

/** Spins of the house slot Lucky Sevens (0.10 each), from the slots lobby; each settles at once. */
export async function spinLuckySevens(page: Page, spins = 1) {
  await page.goto('/rng');
  await page.locator('#lobby-search').fill('Lucky');
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  const card = page.locator('.game-card').filter({ hasText: 'Lucky Sevens' }).first();
  await card.getByRole('button', { name: 'Play Lucky Sevens' }).click();
  await expect(page).toHaveURL(/\/game/);
  const spin = page.frameLocator('iframe').locator('#spin');
  for (let i = 0; i < spins; i++) {
    await expect(spin).toBeEnabled({ timeout: 20_000 });
    const answered = page.waitForResponse((r) => r.url().includes('/api/slot/spin'));
    await spin.click();
    expect(((await (await answered).json()) as { success: boolean }).success).toBe(true);
  }
}
