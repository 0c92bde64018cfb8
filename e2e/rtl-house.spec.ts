import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { attachScreenshot, layoutReport } from './support/layout-checks';
import { fund, registerPlayer } from './support/players';

// The house's own betting page follows the platform's language (issue 16): in Arabic it is
// mirrored, with the draw number, the maximum payout and its percentage each kept in their own
// direction (<bdi>), and nothing sticks out sideways at a phone's 360 px.

type Words = { lottery?: { bet?: string } };
const words = (lang: string) =>
  JSON.parse(readFileSync(`apps/web/src/i18n/locales/${lang}.json`, 'utf8')) as Words;
// Menu languages carry the site shell; the lottery's words fall back to English.
const betNow = words('ar').lottery?.bet ?? words('en').lottery?.bet ?? 'Bet now';

test('the fast lottery page in Arabic is mirrored and keeps numbers and amounts in order', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // Registration reads the English labels; the language turns Arabic once the player is in.
  await page.addInitScript(() => {
    localStorage.setItem('hisLang', sessionStorage.getItem('e2e-lang') ?? 'EN');
  });
  const username = await registerPlayer(page, 'rtll');
  await fund(page.request, username, '100.00');
  await page.evaluate(() => sessionStorage.setItem('e2e-lang', 'AR'));
  // Registered at the desktop width (the helper reads the header's name); played on a phone.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/lottery');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const card = page.getByRole('article').filter({ hasText: 'FAST5D_1M' }).first();
  await card.getByRole('button', { name: betNow }).click();
  const frame = page.frameLocator('iframe.lottery-frame__iframe');
  await expect(frame.locator('html')).toHaveAttribute('dir', 'rtl');
  // The last draw's number, isolated left to right (a 1-minute lottery draws within 2 minutes).
  await expect(frame.locator('#last-numero bdi[dir=ltr]')).toHaveText(/^\d{8}-\d{4}$/, {
    timeout: 130_000,
  });
  await frame.locator('#bet-type').selectOption('sum_big_small');
  await frame.locator('#pick button[data-c="big"]').click();
  await frame.locator('#stake').fill('10.00');
  const payout = frame.locator('#max-payout bdi');
  await expect(payout).toHaveCount(2);
  await expect(payout.nth(1)).toHaveText(/%$/);
  await attachScreenshot(page, test.info(), 'rtl-360-house-lottery', false);
  const report = await layoutReport(page);
  expect(report.sidewaysScroll, 'the page scrolls sideways').toBe(false);
});
