import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ROUTES, type RouteSpec } from '../apps/web/src/app/route-table';
import { attachScreenshot, layoutReport } from './support/layout-checks';
import { closeNewsWheneverItOpens, expectLoggedInAs, logIn, useEnglish } from './support/session';

// Accessibility on every screen of the player site (issue 16), at a phone's 360 px, in light
// and dark: axe-core finds no serious or critical violation on any route of the route table
// (read from the code, so a new screen is checked as soon as it is routed), in the account
// popups, or on any page of the member and agent centres (read from their menus). Keyboard:
// popups open and close from the keyboard, keep focus inside and give it back, and the focused
// control shows a ring. Nothing covers a control at 360 px.

const THEMES = ['light', 'dark'] as const;
const PHONE = { width: 360, height: 740 };
test.use({ viewport: PHONE });

/**
 * The routes worth a visit: aliases that render the same screen (home's /index, /home…, the
 * register popup's /register.html) are visited once.
 */
function distinctRoutes(routes: readonly RouteSpec[]): RouteSpec[] {
  const seen = new Set<string>();
  return routes.filter((route) => {
    const screen = [route.chunk, route.exportName, route.popup, route.bannerRoute].join('|');
    if (seen.has(screen)) return false;
    seen.add(screen);
    return true;
  });
}

async function seriousViolations(page: Page): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'wcag22aa',
  ]);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map((node) => `${v.id}: ${node.target.join(' ')} — ${node.failureSummary ?? v.help}`),
    );
}

/** Lets the screen settle: the route's chunk loaded and the first data arrived. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 4_000 }).catch(() => undefined);
  // No loading spinner left (the lobby's infinite-scroll loader is not one of these).
  await expect(page.locator('.query-state__spinner')).toHaveCount(0);
}

/**
 * axe in the light theme and then in the dark one, on the screen as it is: the theme is switched
 * in place the way the header's toggle does it (`data-theme` on <html>), which saves loading
 * every screen twice.
 */
async function violationsInBothThemes(page: Page, where: string): Promise<string[]> {
  const found: string[] = [];
  for (const theme of THEMES) {
    await page.evaluate((th) => {
      document.documentElement.dataset.theme = th;
      document.documentElement.style.colorScheme = th;
    }, theme);
    // Colours settle after the theme's transitions.
    await page.waitForTimeout(300);
    found.push(...(await seriousViolations(page)).map((v) => `${where} (${theme}): ${v}`));
  }
  return found;
}

/** Every page of a centre (member or agent), by its own menu: axe on each, within the dialog. */
async function centreViolations(page: Page, centre: Locator, label: string) {
  const entries = centre.locator('nav button');
  const count = await entries.count();
  expect(count, `${label} menu`).toBeGreaterThan(3);
  const found: string[] = [];
  for (let i = 0; i < count; i++) {
    const entry = entries.nth(i);
    const name = (await entry.innerText()).trim();
    await entry.click();
    await expect(entry).toHaveAttribute('aria-current', 'page');
    await settle(page);
    found.push(...(await violationsInBothThemes(page, `${label} › ${name}`)));
  }
  return found;
}

test.describe('axe at 360 px, light and dark', () => {
  test.beforeEach(async ({ context }) => {
    await useEnglish(context);
  });

  // The routes in groups of four, a test each: one slow screen on a busy machine then costs its
  // own group's time, not the whole table's.
  const routes = distinctRoutes(ROUTES);
  for (let first = 0; first < routes.length; first += 4) {
    const group = routes.slice(first, first + 4);
    test(`routes ${group.map((r) => r.path).join(' ')} have no serious accessibility violation`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      const found: string[] = [];
      for (const route of group) {
        await page.goto(route.path);
        if (route.popup) await expect(page.getByRole('dialog')).toBeVisible();
        await settle(page);
        found.push(...(await violationsInBothThemes(page, route.path)));
      }
      expect(found).toEqual([]);
    });
  }

  test('every page of the member centre has none either', async ({ page }) => {
    test.setTimeout(300_000);
    await closeNewsWheneverItOpens(page);
    await logIn(page, 'demo_player', 'Demo1234');
    await expectLoggedInAs(page, 'demo_player');
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Member centre' }).click();
    const memberCentre = page.getByRole('dialog', { name: 'Member centre' });
    await expect(memberCentre).toBeVisible();
    expect(await centreViolations(page, memberCentre, 'member centre')).toEqual([]);
  });

  test('every page of the agent centre has none either', async ({ page }) => {
    test.setTimeout(300_000);
    await closeNewsWheneverItOpens(page);
    await logIn(page, 'demo_agent', 'Demo1234');
    await expectLoggedInAs(page, 'demo_agent');
    await page.goto('/agentHome');
    const agentCentre = page.getByRole('dialog', { name: 'Agent centre' });
    await expect(agentCentre).toBeVisible();
    expect(await centreViolations(page, agentCentre, 'agent centre')).toEqual([]);
  });
});

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
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Deposit' }).click();
    const centre = page.getByRole('dialog', { name: 'Member centre' });
    await expect(centre).toBeVisible();
    await settle(page);
    await expectClickable(page, 'member-centre', '[role=dialog]');
  });
});
