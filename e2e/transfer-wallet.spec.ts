import { expect, test, type Page } from '@playwright/test';
import { closeDialogs, openAccountMenuItem, useEnglish } from './support/session';
import { expectHeaderBalance, fund, money, registerPlayer } from './support/players';

// A transfer-wallet vendor (House Club: the house keeping its own book) through the real UI:
// My wallet moves money into the vendor, launching a game moves the rest in, the player spins
// at the vendor, and leaving the game brings exactly what the vendor holds back to the main
// wallet (the result at the vendor booked on the way).

test.beforeEach(async ({ context }) => {
  await useEnglish(context);
});

/** The member centre's "My wallet" page (transferFund). */
async function openMyWallet(page: Page) {
  await openAccountMenuItem(page, 'Member centre');
  await page.locator('.mc__nav-item[data-page="transferFund"]').click();
}

test('move money into House Club, play there, and leaving the game brings the balance back', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const username = await registerPlayer(page, 'club');
  await fund(page.request, username, '100.00');
  await expectHeaderBalance(page, '100.00');

  await openMyWallet(page);
  const centre = page.locator('.mc__page');
  const club = centre.locator('li').filter({ hasText: 'House Club' });
  await expect(club).toContainText('0.00');
  await centre.locator('#transfer-to').selectOption({ label: 'House Club' });
  await centre.getByLabel('Amount').fill('40');
  await centre.getByRole('button', { name: 'Transfer' }).click();
  await expect(club).toContainText('40.00');
  await expect(centre.getByTestId('wallet-2')).toContainText('60.00');
  await closeDialogs(page);

  await page.goto('/rng?page=HOUSECLUB');
  const card = page.locator('.game-card').filter({ hasText: 'Lucky Sevens' }).first();
  await card.getByRole('button', { name: 'Play Lucky Sevens' }).click();
  await expect(page).toHaveURL(/\/game/);
  const house = page.frameLocator('iframe');
  const spin = house.locator('#spin');
  await expect(spin).toBeEnabled({ timeout: 20_000 });
  // The launch moved the rest of the main wallet in: the house's book holds all 100.00.
  await expect(house.locator('#balance')).toContainText('100.00');
  const answered = page.waitForResponse((r) => r.url().includes('/api/slot/spin'));
  await spin.click();
  const reply = (await (await answered).json()) as {
    success: boolean;
    value: { balanceMinor?: string };
  };
  expect(reply.success).toBe(true);
  const after = money(Number(reply.value.balanceMinor));
  await expect(house.locator('#balance')).toContainText(after);

  // Leaving the game recalls the vendor wallet: main holds what the house held.
  await page.getByRole('link', { name: /Back to lobby/ }).click();
  await expect(page).toHaveURL(/\/rng/);
  await expectHeaderBalance(page, after);
  await openMyWallet(page);
  await expect(centre.getByTestId('wallet-2')).toContainText(after);
  await expect(club).toContainText('0.00');
  await closeDialogs(page);
});
