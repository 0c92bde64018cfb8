import { expect, test } from '@playwright/test';
import { useEnglish } from './support/session';
import { expectHeaderBalance, fund, registerPlayer } from './support/players';

// FB sports (GCS_gameLaunchFB) through the real UI: from the sports lobby the FB card opens
// /fbsports, the house's virtual football book loads in its frame, and a single bet's stake
// leaves the member's wallet through the seamless wallet.

test.beforeEach(async ({ context }) => {
  await useEnglish(context);
});

test('open FB sports from the sports lobby and place a single bet', async ({ page }) => {
  test.setTimeout(120_000);
  const username = await registerPlayer(page, 'fbs');
  await fund(page.request, username, '100.00');
  await expectHeaderBalance(page, '100.00');

  await page.goto('/sports');
  const card = page.locator('.game-card').filter({ hasText: 'FB Sports' }).first();
  await card.getByRole('button', { name: 'Play FB Sports' }).click();
  await expect(page).toHaveURL(/\/fbsports/);
  const book = page.frameLocator('iframe');
  const odds = book.locator('#matches button[data-match]').first();
  await expect(odds).toBeVisible({ timeout: 20_000 });
  await odds.click();
  await book.locator('#stake').fill('10.00');
  const placed = page.waitForResponse(
    (r) => r.url().includes('/api/sports/bets') && r.request().method() === 'POST',
  );
  await book.locator('#place').click();
  const reply = (await (await placed).json()) as { success: boolean };
  expect(reply.success).toBe(true);
  await expect(book.locator('#bets')).not.toBeEmpty();
  await expectHeaderBalance(page, '90.00');
});
