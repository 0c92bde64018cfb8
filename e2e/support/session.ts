import { expect, type BrowserContext, type Page } from '@playwright/test';

/** Journeys read English labels: the stored language wins over the merchant's default (TW). */
export async function useEnglish(context: BrowserContext, theme: 'light' | 'dark' = 'light') {
  await context.addInitScript(
    ([th]) => {
      localStorage.setItem('hisLang', 'EN');
      localStorage.setItem('theme', th ?? 'light');
    },
    [theme],
  );
}

export async function logIn(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.locator('#login-username').fill(username);
  await page.locator('#login-password').fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).last().click();
}

export async function expectLoggedInAs(page: Page, name: string) {
  await expect(page.locator('.account-area__name')).toHaveText(name, { timeout: 15_000 });
}

export async function closeDialogs(page: Page) {
  // After-login notices or the member centre may be open; close whatever dialog is up.
  await page.bringToFront();
  // A dialog may be on its way out (or in) while counted, so each click has a short timeout.
  for (let i = 0; i < 4 && (await page.getByRole('dialog').count()) > 0; i++) {
    await page
      .getByRole('dialog')
      .last()
      .getByRole('button', { name: 'Close' })
      .first()
      .click({ timeout: 3_000 })
      .catch(() => undefined);
  }
}

/** The first-login and after-login notices ("News") open shortly after a login; close them. */
export async function dismissLoginNotices(page: Page) {
  await page
    .getByRole('dialog', { name: 'News' })
    .waitFor({ timeout: 5_000 })
    .catch(() => undefined);
  await closeDialogs(page);
}

const newsWatched = new WeakSet<Page>();
/**
 * After-login news can open at any moment after a login (later on a loaded machine); from the
 * first account-menu use on, Playwright closes it whenever it is in the way of an action.
 */
export async function closeNewsWheneverItOpens(page: Page) {
  if (newsWatched.has(page)) return;
  newsWatched.add(page);
  await page.addLocatorHandler(page.getByRole('dialog', { name: 'News' }), async (news) => {
    // Dispatched on the button itself: another dialog opened meanwhile may sit on top of it.
    // The page may be closing meanwhile (the journey moved on): nothing left to close then.
    await news
      .getByRole('button', { name: 'Close' })
      .first()
      .dispatchEvent('click', undefined, { timeout: 5_000 })
      .catch(() => undefined);
  });
}

/**
 * Opens the account menu and picks `item`. The news dialog may pop up meanwhile (its handler
 * closes it), taking the focus and closing the menu under the click, so the pair is tried
 * again until the item is picked (in CI one plain attempt waited for the item until the test
 * timed out).
 */
export async function openAccountMenuItem(page: Page, item: string) {
  await closeNewsWheneverItOpens(page);
  await closeDialogs(page);
  const entry = page.getByRole('menuitem', { name: item });
  await expect(async () => {
    if (!(await entry.isVisible()))
      await page.getByRole('button', { name: /Account menu/ }).click();
    await entry.click({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
}

export async function signOut(page: Page) {
  await openAccountMenuItem(page, 'Sign out');
  await page.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
}

/** A mobile number no other journey uses (Philippine-style 9xx numbers). */
export function freshMobile() {
  return `917${String(Date.now()).slice(-7)}`;
}
