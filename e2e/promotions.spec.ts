import { expect, test, type Page } from '@playwright/test';
import { depositThroughSandbox, spinLuckySevens } from './support/play';
import { registerPlayer } from './support/players';
import { closeDialogs, openAccountMenuItem, useEnglish } from './support/session';

// Promotions and the bonus engine (issue 11) through the real UI: a new member deposits
// through the sandbox gateway and receives the first-deposit bonus, sees its wagering progress
// rise while playing the house slot, sees the bonus in the account record, and applies to an
// apply-to-join promotion with a picture.

// A 1×1 PNG: the server checks pictures by their bytes.
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test.beforeEach(async ({ context }) => {
  await useEnglish(context);
});

async function openPromotion(page: Page, title: string) {
  await page.goto('/promotions');
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

test('first-deposit bonus with wagering progress from a house slot, then an application with a picture', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await registerPlayer(page, 'promo');

  await openPromotion(page, 'First deposit bonus 50%');
  await expect(page.locator('.promo-status').first()).toHaveText('Signed up');
  const detailUrl = page.url();

  await depositThroughSandbox(page, '1000');
  // The bonus is booked with the deposit's credit: 50 % of 1,000.00, wagered 3×.
  await expect(async () => {
    await page.goto(detailUrl);
    await expect(page.locator('.promo-status').first()).toHaveText('In progress', {
      timeout: 2_000,
    });
  }).toPass({ timeout: 30_000 });
  const wagered = page.locator('.promo-bonus__wagered');
  await expect(wagered).toContainText(/Wagered \D*0\.00 of \D*1,500\.00/);
  await expect(page.getByRole('progressbar', { name: 'Wagering progress' })).toHaveAttribute(
    'aria-valuenow',
    '0',
  );

  await spinLuckySevens(page);
  // The settled round counts toward the requirement: the wagered amount rises above 0.00.
  await expect(async () => {
    await page.goto(detailUrl);
    await expect(page.locator('.promo-bonus__wagered')).not.toContainText(/Wagered \D*0\.00 of/, {
      timeout: 2_000,
    });
  }).toPass({ timeout: 30_000 });

  await openAccountMenuItem(page, 'Member centre');
  const nav = page.locator('.mc__nav');
  await nav.getByRole('button', { name: 'Bonus details' }).click();
  const centre = page.locator('.mc__page');
  await expect(centre.locator('.promo-bonus__wagered').first()).toContainText(/of \D*1,500\.00/);
  await expect(centre.getByRole('row').filter({ hasText: 'Bonus' }).first()).toContainText(
    '500.00',
  );
  await nav.getByRole('button', { name: 'Account record' }).click();
  await expect(
    centre
      .getByRole('row')
      .filter({ hasText: /^Bonus/ })
      .first(),
  ).toContainText('500.00');
  await closeDialogs(page);

  await openPromotion(page, 'Big win bonus');
  await expect(page.locator('.promo-status').first()).toHaveText('Join');
  await page.getByLabel('Remark').fill('Hit 120x on Lucky Sevens!');
  await page.getByLabel(/Pictures/).setInputFiles({
    name: 'big-win.png',
    mimeType: 'image/png',
    buffer: PNG_1PX,
  });
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.locator('.promo-status').first()).toHaveText('Applying');
  await expect(page.getByRole('button', { name: 'Applying' })).toBeDisabled();

  await page.goto('/promotions');
  await page.getByRole('tab', { name: 'My applications' }).click();
  const mine = page.locator('.promo-application').filter({ hasText: 'Big win bonus' });
  await expect(mine).toContainText('Under review');
  await expect(mine).toContainText('Hit 120x on Lucky Sevens!');
});
