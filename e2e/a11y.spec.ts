import { expect, test, type Locator, type Page } from '@playwright/test';
import { attachScreenshot, layoutReport } from './support/layout-checks';
import { PHONE, settle, watchRequests } from './support/axe';
import {
  closeNewsWheneverItOpens,
  expectLoggedInAs,
  logIn,
  openAccountMenuItem,
  useEnglish,
} from './support/session';

// Accessibility by keyboard (issue 16): popups open and close from the keyboard, keep focus
// inside and give it back, and the focused control shows a ring. Nothing covers a control at
// 360 px. axe on every route and centre page: a11y-routes and a11y-centres.

test.use({ viewport: PHONE });

/** Tabs forward until `target` has the focus (as a keyboard user reaches it). */
async function tabTo(page: Page, target: Locator, maxTabs = 60) {
  for (let i = 0; i < maxTabs; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`${String(target)} not reached with ${maxTabs} tabs`);
}

/**
 * The focused control shows a focus indicator: its outline or shadow, or those of the field row
 * around it, differ from how they look once focus leaves.
 */
async function hasFocusRing(target: Locator) {
  return target.evaluate((el) => {
    const boxes = [el, el.parentElement, el.parentElement?.parentElement].filter(
      (box): box is HTMLElement => box instanceof HTMLElement,
    );
    const look = () =>
      boxes
        .map((box) => {
          const style = getComputedStyle(box);
          const outline =
            style.outlineStyle === 'none' || parseFloat(style.outlineWidth) === 0
              ? 'none'
              : `${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`;
          return `${outline}|${style.boxShadow}|${style.borderColor}`;
        })
        .join(';');
    const focused = look();
    (el as HTMLElement).blur();
    const unfocused = look();
    (el as HTMLElement).focus();
    return focused !== unfocused;
  });
}

const focusInside = (dialog: Locator) =>
  dialog.evaluate((el) => el.contains(document.activeElement));

test.describe('by keyboard', () => {
  test.beforeEach(async ({ context }) => {
    await useEnglish(context);
  });

  test('the login and register popups open, keep focus inside, close with Escape and give focus back', async ({
    page,
  }) => {
    watchRequests(page);
    await page.goto('/');
    await settle(page);
    for (const [opener, title] of [
      [page.getByRole('button', { name: 'Log in', exact: true }).first(), 'Log in'],
      [page.getByRole('button', { name: 'Sign up', exact: true }).first(), 'Sign up'],
    ] as const) {
      await tabTo(page, opener);
      expect(await hasFocusRing(opener), `${title} button focus ring`).toBe(true);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      await expect.poll(() => focusInside(dialog)).toBe(true);
      // Round the dialog's controls twice each way: focus never leaves it.
      for (let i = 0; i < 30; i++) {
        await page.keyboard.press(i < 20 ? 'Tab' : 'Shift+Tab');
        expect(await focusInside(dialog), `focus after ${i + 1} presses`).toBe(true);
      }
      const focused = page.locator(':focus');
      expect(await hasFocusRing(focused), 'focus ring inside the dialog').toBe(true);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    }
  });

  test('the member centre opens from the account menu by keyboard and gives focus back', async ({
    page,
  }) => {
    await closeNewsWheneverItOpens(page);
    await logIn(page, 'demo_player', 'Demo1234');
    await expectLoggedInAs(page, 'demo_player');
    const menuButton = page.getByRole('button', { name: /Account menu/ });
    await tabTo(page, menuButton);
    await page.keyboard.press('Enter');
    const item = page.getByRole('menuitem', { name: 'Member centre' });
    await expect(item).toBeVisible();
    for (let i = 0; i < 12 && !(await item.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const centre = page.getByRole('dialog', { name: 'Member centre' });
    await expect(centre).toBeVisible();
    await expect.poll(() => focusInside(centre)).toBe(true);
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInside(centre)).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(centre).toBeHidden();
    await expect(menuButton).toBeFocused();
  });
});

test.describe('nothing covers a control at 360 px', () => {
  test.beforeEach(async ({ context }) => {
    await useEnglish(context);
  });

  async function expectClickable(page: Page, label: string, scope?: string) {
    const report = await layoutReport(page, scope);
    await attachScreenshot(page, test.info(), `a11y-360-${label}`, false);
    expect(report.covered, `${label}: covered controls`).toEqual([]);
    expect(report.overlapping, `${label}: overlapping controls`).toEqual([]);
    expect(report.sidewaysScroll, `${label}: sideways scroll`).toBe(false);
  }

  test('the lobby, the side bar, the forms and the member centre', async ({ page }) => {
    watchRequests(page);
    await page.goto('/rng');
    await expect(page.locator('.game-card').first()).toBeVisible();
    await settle(page);
    await expectClickable(page, 'lobby');
    // The search button the side bar used to sit on.
    await page.locator('.lobby-filters__search button[type=submit]').click({ trial: true });
    // The side bar's buttons are reachable and nothing lies on them.
    const sideBar = page.getByRole('complementary', { name: 'Quick links' });
    const items = sideBar.locator('a, button');
    expect(await items.count()).toBeGreaterThan(0);
    for (let i = 0; i < (await items.count()); i++) await items.nth(i).click({ trial: true });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expectClickable(page, 'lobby-end');
    await sideBar.getByRole('button').last().click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await expectClickable(page, 'login', '[role=dialog]');

    await page.goto('/register');
    await expect(page.locator('#register-password')).toBeVisible();
    await expectClickable(page, 'register', '[role=dialog]');

    await closeNewsWheneverItOpens(page);
    await logIn(page, 'demo_player', 'Demo1234');
    await expectLoggedInAs(page, 'demo_player');
    await openAccountMenuItem(page, 'Deposit');
    const centre = page.getByRole('dialog', { name: 'Member centre' });
    await expect(centre).toBeVisible();
    await settle(page);
    await expectClickable(page, 'member-centre', '[role=dialog]');
  });
});
