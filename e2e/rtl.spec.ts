import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { attachScreenshot, layoutReport } from './support/layout-checks';

// Arabic mirrors the site (dir="rtl"). At a phone's 360 px and a desktop's 1280 px, home, a
// lobby, the login and registration popups and the member centre must not stick out sideways
// or put one control on top of another. Screenshots are attached to the report.

const arabic = JSON.parse(readFileSync('apps/web/src/i18n/locales/ar.json', 'utf8')) as {
  account: { menu: { memberCentre: string } };
  memberCentre: { title: string };
  notice: { title: string };
};

const WIDTHS = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
];

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => localStorage.setItem('hisLang', 'AR'));
});

async function expectTidy(page: Page, label: string, scope?: string) {
  await attachScreenshot(page, test.info(), label);
  const report = await layoutReport(page, scope);
  expect(report.sidewaysScroll, `${label}: the page scrolls sideways`).toBe(false);
  expect(report.overflowing, `${label}: outside the viewport`).toEqual([]);
  expect(report.overlapping, `${label}: controls on top of each other`).toEqual([]);
}

async function openRightToLeft(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
}

for (const size of WIDTHS) {
  test.describe(`Arabic at ${size.width} px`, () => {
    test.use({ viewport: size });

    test('home and a lobby are mirrored without sideways scroll or overlap', async ({ page }) => {
      await openRightToLeft(page, '/');
      await expect(page.locator('.banner__slide').first()).toBeVisible();
      await expect(page.locator('.notice-bar__item').first()).toBeVisible();
      // Mirrored: the brand, first in the masthead, sits on the right half of the screen.
      const brand = await page.locator('.masthead .brand').boundingBox();
      expect(brand?.x ?? 0).toBeGreaterThan(size.width / 2);
      await expectTidy(page, `rtl-${size.width}-home`);

      await openRightToLeft(page, '/rng');
      await expect(page.locator('.game-card').first()).toBeVisible();
      await expectTidy(page, `rtl-${size.width}-lobby`);
    });

    test('the login and registration popups and the member centre', async ({ page }) => {
      await openRightToLeft(page, '/register');
      await expect(page.locator('#register-password')).toBeVisible();
      await expectTidy(page, `rtl-${size.width}-register`, '[role=dialog]');

      await openRightToLeft(page, '/login');
      await expect(page.locator('#login-username')).toBeVisible();
      await expectTidy(page, `rtl-${size.width}-login`, '[role=dialog]');

      await page.locator('#login-username').fill('demo_player');
      await page.locator('#login-password').fill('Demo1234');
      await page.locator('#login-password').press('Enter');
      await expect(page.locator('.account-area__name')).toHaveText('demo_player', {
        timeout: 15_000,
      });
      // The after-login news opens shortly after signing in, whenever it comes: close it.
      await page.addLocatorHandler(
        page.getByRole('dialog', { name: arabic.notice.title }),
        async () => {
          await page.keyboard.press('Escape');
        },
      );
      await page.locator('.account-menu__button').click();
      await page.getByRole('menuitem', { name: arabic.account.menu.memberCentre }).click();
      await expect(page.getByRole('dialog', { name: arabic.memberCentre.title })).toBeVisible();
      await expect(page.getByRole('dialog', { name: arabic.notice.title })).toHaveCount(0);
      await expectTidy(page, `rtl-${size.width}-member-centre`, '[role=dialog]');
    });
  });
}
