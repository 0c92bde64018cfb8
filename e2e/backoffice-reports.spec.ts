import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signInToBackOffice } from './support/backoffice';
import { withDb } from './support/db';

/**
 * An agent manager opens the GGR report: rounds of a vendor seeded today show up grouped by
 * vendor with their bets, payouts, GGR and margin, the chart is drawn, and the CSV export
 * carries the same figures. Screenshots in light and dark, at desktop and 360 px, go to
 * e2e/artifacts/ for a look.
 */
const VENDOR = `E2E${Date.now().toString(36).toUpperCase()}`;

test.beforeAll(async () => {
  await withDb((db) =>
    db.query(
      `INSERT INTO bet_rounds (merchant_id, member_id, vendor_code, round_id, game_code, game_type,
                               currency, stake_minor, payout_minor, status, started_at, settled_at)
       SELECT m.merchant_id, m.id, $1, 'r' || g, 'g1', 'RNG', 'PHP', 10000, 2500 * g, 'settled',
              now(), now()
         FROM (SELECT id, merchant_id FROM members
                WHERE merchant_id = (SELECT id FROM merchants WHERE code = 'DEMO') AND type = 0
                ORDER BY id LIMIT 1) m, generate_series(1, 2) g`,
      [VENDOR],
    ),
  );
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the GGR report by vendor, its chart and CSV (${scheme})`, async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: scheme, acceptDownloads: true });
    const page = await context.newPage();
    await signInToBackOffice(page, 'agentmanager1');
    await page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('link', { name: 'Reports' })
      .click();
    await expect(page.getByRole('heading', { name: 'Reports' })).toBeVisible();
    await page.getByRole('button', { name: 'Today' }).click();
    await page.getByLabel('Group by').selectOption('vendor');
    // Two rounds of 100.00, paying 25.00 and 50.00: GGR 125.00, margin 62.50 %.
    const row = page.getByRole('row', { name: new RegExp(VENDOR) });
    await expect(row).toContainText('200.00');
    await expect(row).toContainText('75.00');
    await expect(row).toContainText('125.00');
    await expect(row).toContainText('62.50 %');
    await expect(page.locator('.report-chart canvas').first()).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const csv = readFileSync(await (await download).path(), 'utf8');
    expect(csv).toContain(`"${VENDOR}","2","200.00","75.00","125.00","6250"`);

    await page.screenshot({ path: `e2e/artifacts/reports-${scheme}-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 360, height: 800 });
    await expect(row).toBeVisible();
    await page.screenshot({ path: `e2e/artifacts/reports-${scheme}-360.png`, fullPage: true });
    await context.close();
  });
}
