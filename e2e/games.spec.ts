import { expect, test } from '@playwright/test';
import { expectHeaderBalance, fund, money, registerPlayer } from './support/players';
import { closeDialogs, openAccountMenuItem, useEnglish } from './support/session';

// Games (issue 5) through the real UI: a funded member searches the slot lobby, keeps a
// favourite, plays the house slot Lucky Sevens in its iframe, the header balance follows the
// seamless wallet, and the round shows in the member centre's betting record. A trial account
// asking to play for real money is sent to a real account instead.

test.beforeEach(async ({ context }) => {
  await useEnglish(context);
});

test('search the slot lobby, keep a favourite, spin Lucky Sevens, see the round in the betting record', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const username = await registerPlayer(page, 'game');
  await fund(page.request, username, '100.00');
  await expectHeaderBalance(page, '100.00');

  await page.goto('/rng');
  await page.locator('#lobby-search').fill('Lucky');
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  const card = page.locator('.game-card').filter({ hasText: 'Lucky Sevens' }).first();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Add Lucky Sevens to favourites' }).click();
  await expect(
    card.getByRole('button', { name: 'Remove Lucky Sevens from favourites' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Favourites', exact: true }).click();
  const fav = page.locator('.game-card').filter({ hasText: 'Lucky Sevens' });
  await expect(fav).toHaveCount(1);

  await fav.getByRole('button', { name: 'Play Lucky Sevens' }).click();
  await expect(page).toHaveURL(/\/game/);
  const house = page.frameLocator('iframe');
  const spin = house.locator('#spin');
  await expect(spin).toBeEnabled({ timeout: 20_000 });
  const answered = page.waitForResponse((r) => r.url().includes('/api/slot/spin'));
  await spin.click();
  const reply = (await (await answered).json()) as {
    success: boolean;
    value: { roundId?: string; balanceMinor?: string };
  };
  expect(reply.success).toBe(true);
  const answer = reply.value;
  expect(answer.balanceMinor).toMatch(/^\d+$/);
  // The house answers with the member's balance after the spin (stake taken, any win paid).
  const after = money(Number(answer.balanceMinor));
  await expect(house.locator('#balance')).toContainText(after);
  await expectHeaderBalance(page, after);

  await openAccountMenuItem(page, 'Betting record');
  const centre = page.locator('.mc__page');
  const row = centre.getByRole('row').filter({ hasText: 'lucky-sevens' });
  await expect(row).toHaveCount(1, { timeout: 15_000 });
  await expect(centre.getByLabel('Totals')).toContainText(/Rounds\s*1\s*Stake/);
  await row.getByRole('button').first().click();
  const link = centre.getByRole('link', { name: 'Open the round page' });
  await expect(centre).toContainText(answer.roundId ?? 'no round id');
  await expect(link).toHaveAttribute('target', '_blank');
  expect(await link.getAttribute('href')).toMatch(/^http:\/\/localhost:\d+\//);
  await closeDialogs(page);
});

test('a trial account asking to play a slot for real money is sent to a real account', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Try for free' }).click();
  await expect(page.locator('.account-area')).toBeVisible({ timeout: 15_000 });
  await closeDialogs(page);
  await page.goto('/rng');
  await page.locator('#lobby-search').fill('Lucky');
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  const card = page.locator('.game-card').filter({ hasText: 'Lucky Sevens' }).first();
  await card.getByRole('button', { name: 'Play Lucky Sevens' }).click();
  await expect(
    page.getByRole('dialog').filter({ hasText: 'Please use a real account for this.' }),
  ).toBeVisible();
  await expect(page).not.toHaveURL(/\/game/);
});
