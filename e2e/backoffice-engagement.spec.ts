import { expect, test } from '@playwright/test';
import { signInToBackOffice } from './support/backoffice';
import { withDb } from './support/db';

/**
 * A supervisor adds a weekly turnover mission and a cash good to the points mall, then edits
 * the good's stock; adds a deposit promotion and raises its cap; all are stored as entered. Screenshots of the screens (and of the help
 * centre and links editors) in light and dark go to e2e/artifacts/ for a look.
 */
test('a supervisor creates a mission and a points good, then edits the stock', async ({
  browser,
}) => {
  const stamp = Date.now().toString(36);
  for (const scheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ colorScheme: scheme });
    const page = await context.newPage();
    await signInToBackOffice(page, 'supervisor1');
    const nav = page.getByRole('navigation', { name: 'Sections' });

    await nav.getByRole('link', { name: 'Missions' }).click();
    await page.getByRole('button', { name: 'New mission' }).click();
    let dialog = page.getByRole('dialog', { name: 'New mission' });
    await dialog.getByLabel('Title', { exact: true }).fill(`Turn ${stamp} ${scheme}`);
    await dialog.getByLabel('Title in Traditional Chinese').fill(`流水 ${stamp}`);
    await dialog.getByLabel('Period').selectOption('weekly');
    await dialog.getByLabel('Goal').selectOption('turnover');
    await dialog.getByLabel(/^Game type/).fill('RNG');
    await dialog.getByLabel('Target').fill('5000');
    await dialog.getByLabel('Reward').fill('88.50');
    await page.screenshot({ path: `e2e/artifacts/missions-editor-${scheme}.png` });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    const mission = page.getByRole('row', { name: new RegExp(`Turn ${stamp} ${scheme}`) });
    await expect(mission).toContainText('88.50');
    await expect(mission).toContainText('Weekly');
    await page.screenshot({ path: `e2e/artifacts/missions-${scheme}.png`, fullPage: true });

    await nav.getByRole('link', { name: 'Points mall' }).click();
    await page.getByRole('button', { name: 'New goods' }).click();
    dialog = page.getByRole('dialog', { name: 'New goods' });
    await dialog.getByLabel('Name').fill(`Voucher ${stamp} ${scheme}`);
    await dialog.getByLabel('Kind').selectOption('cash');
    await dialog.getByLabel('Points', { exact: true }).fill('1200');
    await dialog.getByLabel('Value').fill('12.00');
    await dialog.getByLabel(/^Stock/).fill('5');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    const good = page.getByRole('row', { name: new RegExp(`Voucher ${stamp} ${scheme}`) });
    await expect(good).toContainText('12.00');
    await good.getByRole('button', { name: `Edit Voucher ${stamp} ${scheme}` }).click();
    dialog = page.getByRole('dialog', { name: `Edit Voucher ${stamp} ${scheme}` });
    await dialog.getByLabel(/^Stock/).fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(good).toContainText('No limit');
    await page.screenshot({ path: `e2e/artifacts/points-${scheme}.png`, fullPage: true });

    await nav.getByRole('link', { name: 'Promotions' }).click();
    await page.getByRole('button', { name: 'New promotion' }).click();
    dialog = page.getByRole('dialog', { name: 'New promotion' });
    await dialog.getByLabel('Category').selectOption('deposit_promo');
    await dialog
      .getByRole('group', { name: 'English text' })
      .getByLabel('Title')
      .fill(`Promo ${stamp} ${scheme}`);
    await dialog
      .getByRole('group', { name: 'Traditional Chinese text' })
      .getByLabel('Title')
      .fill(`優惠 ${stamp}`);
    await dialog.getByLabel('Bonus % of the deposit').fill('10');
    await dialog.getByLabel('Bonus cap').fill('100');
    await dialog.getByLabel('Wagering (times the bonus)').fill('5');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    const promo = page.getByRole('row', { name: new RegExp(`Promo ${stamp} ${scheme}`) });
    await expect(promo).toContainText('deposit_bonus');
    const id = (await promo.getByRole('cell').first().textContent())!.trim();
    await promo.getByRole('button', { name: `Edit promotion ${id}` }).click();
    dialog = page.getByRole('dialog', { name: `Edit promotion ${id}` });
    await expect(dialog.getByLabel('Bonus cap')).toHaveValue('100.00');
    await dialog.getByLabel('Bonus cap').fill('150');
    await page.screenshot({ path: `e2e/artifacts/promotion-editor-${scheme}.png` });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();

    await nav.getByRole('link', { name: 'Help centre' }).click();
    await expect(page.getByRole('row', { name: /aboutus/ }).first()).toBeVisible();
    await page.screenshot({ path: `e2e/artifacts/help-${scheme}.png`, fullPage: true });
    await nav.getByRole('link', { name: 'Service and app links' }).click();
    await expect(page.getByRole('group', { name: 'Customer service' })).toBeVisible();
    await page.setViewportSize({ width: 360, height: 800 });
    await page.screenshot({ path: `e2e/artifacts/links-${scheme}-360.png`, fullPage: true });
    await context.close();
  }

  const stored = await withDb((db) =>
    db.query<{ kind: string; period: string; game_type: string | null }>(
      `SELECT kind, period, game_type FROM missions WHERE title LIKE $1`,
      [`Turn ${stamp}%`],
    ),
  );
  expect(stored.rows).toEqual([
    { kind: 'turnover', period: 'weekly', game_type: 'RNG' },
    { kind: 'turnover', period: 'weekly', game_type: 'RNG' },
  ]);
  const promos = await withDb((db) =>
    db.query<{ percent_bps: number; max_bonus_minor: string; wagering_multiple_bps: number }>(
      `SELECT percent_bps, max_bonus_minor::text, wagering_multiple_bps FROM promotions
        WHERE texts->'en'->>'title' LIKE $1`,
      [`Promo ${stamp}%`],
    ),
  );
  expect(promos.rows).toEqual([
    { percent_bps: 1000, max_bonus_minor: '15000', wagering_multiple_bps: 50000 },
    { percent_bps: 1000, max_bonus_minor: '15000', wagering_multiple_bps: 50000 },
  ]);
});
