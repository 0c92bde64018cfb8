import { expect, test, type Page } from '@playwright/test';
import { cloneDemoMerchant } from './support/merchants';

// The player site's shell: home with banners and notices, both themes, language switch, the
// notice modal, and the maintenance and region-blocked root screens.

async function openHome(page: Page) {
  await page.goto('/');
  await expect(page.locator('.banner__slide').first()).toBeVisible();
}

test('home shows banners and notices, in light and in dark', async ({ page }) => {
  await openHome(page);
  expect(await page.locator('.banner__slide').count()).toBeGreaterThan(1);
  await expect(page.locator('.banner__dot').first()).toBeVisible();
  await expect(page.locator('.notice-bar__item').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.screenshot({ path: 'e2e/artifacts/home-light.png' });

  await page.getByRole('button', { name: /Dark theme|深色/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('.banner__slide').first()).toBeVisible();
  await page.screenshot({ path: 'e2e/artifacts/home-dark.png' });
});

test('switching the language changes the text', async ({ page }) => {
  await openHome(page);
  // The demo merchant's default language is TW (Traditional Chinese).
  const nav = page.getByRole('navigation').first();
  await expect(nav.getByRole('link', { name: '首頁' })).toBeVisible();
  await page.locator('.lang-menu__button').click();
  await page.getByRole('menuitemradio', { name: /English/ }).click();
  await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', /en/i);
});

test('a notice opens in the modal from the notice bar', async ({ page }) => {
  await openHome(page);
  const viewport = page.locator('.notice-bar__viewport');
  await viewport.hover(); // pauses the scrolling titles
  const first = page.locator('.notice-bar__item').first();
  const title = (await first.innerText()).trim();
  await first.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(title);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a merchant under maintenance shows the maintenance screen with its end time', async ({
  page,
}) => {
  await cloneDemoMerchant('E2EMAINT', 'maint.localhost', {
    maintenance: true,
    maintenanceEnd: Date.now() + 3_600_000,
    // Maintenance wins over a region block configured at the same time.
    regionDeny: ['US'],
  });
  const port = new URL(test.info().project.use.baseURL ?? 'http://localhost:3210').port;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '8.8.8.8' });
  await page.goto(`http://maint.localhost:${port}/`);
  await expect(page.locator('.status-screen--maintenance')).toBeVisible();
  await expect(page.locator('.status-screen--maintenance time')).toBeVisible();
  await expect(page.getByRole('button', { name: /客服|customer service|support/i })).toBeVisible();
  await page.screenshot({ path: 'e2e/artifacts/maintenance.png' });
});

test('a visitor from a blocked region sees the block with their IP address', async ({ page }) => {
  await cloneDemoMerchant('E2EBLOCK', 'blocked.localhost', { regionDeny: ['US'] });
  const port = new URL(test.info().project.use.baseURL ?? 'http://localhost:3210').port;
  // The server trusts X-Forwarded-For from the local proxy address, as behind a load balancer.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '8.8.8.8' });
  await page.goto(`http://blocked.localhost:${port}/`);
  await expect(page.locator('.status-screen--region')).toBeVisible();
  await expect(page.locator('.status-screen__ip')).toHaveText('8.8.8.8');
  await expect(page.getByRole('link', { name: /DB-IP/ })).toBeVisible();
  await page.screenshot({ path: 'e2e/artifacts/region-blocked.png' });
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/no-such-page/);
  await expect(page.getByRole('link', { name: /首頁|Home/ }).first()).toBeVisible();
});
