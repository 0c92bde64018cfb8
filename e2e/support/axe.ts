import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, type Request } from '@playwright/test';
import type { RouteSpec } from '../../apps/web/src/app/route-table';

// axe-core on the player site (issue 16): the journeys a11y-routes and a11y-centres share these.

const THEMES = ['light', 'dark'] as const;
export const PHONE = { width: 360, height: 740 };

/**
 * The routes worth a visit: aliases that render the same screen (home's /index, /home…, the
 * register popup's /register.html) are visited once.
 */
export function distinctRoutes(routes: readonly RouteSpec[]): RouteSpec[] {
  const seen = new Set<string>();
  return routes.filter((route) => {
    const screen = [route.chunk, route.exportName, route.popup, route.bannerRoute].join('|');
    if (seen.has(screen)) return false;
    seen.add(screen);
    return true;
  });
}

/**
 * The rules whose outcome a theme can change: a theme swaps the palette's custom properties
 * (tokens.css) and nothing else, so every other rule finds the same in both themes.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe's serious and critical findings: every WCAG A/AA rule, or only the rules named. */
async function seriousViolations(page: Page, only?: string[]): Promise<string[]> {
  // A builder takes tags or rules, not both (the later would replace the former).
  // Only violations are read: axe then builds its passes and the rest with one node each
  // instead of a selector for every node that passed (resultTypes, axe-core's API).
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  const { violations } = await (
    only ? builder.withRules(only) : builder.withTags(WCAG_TAGS)
  ).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map((node) => `${v.id}: ${node.target.join(' ')} — ${node.failureSummary ?? v.help}`),
    );
}

/**
 * The requests each page has in flight, but for the live events stream (`/wps/events`, ADR
 * 0037): a signed-in page keeps that one open for as long as it lives, so Playwright's
 * `networkidle` never comes and each wait for it ran out its whole timeout.
 */
const inFlight = new WeakMap<Page, Set<Request>>();

/** Starts counting a page's requests: before the navigation or click whose screen is checked. */
export function watchRequests(page: Page): void {
  if (inFlight.has(page)) return;
  const open = new Set<Request>();
  inFlight.set(page, open);
  page.on('request', (request) => {
    if (!new URL(request.url()).pathname.startsWith('/wps/events')) open.add(request);
  });
  const done = (request: Request) => open.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

const QUIET_MS = 500;
const SETTLE_LIMIT_MS = 4_000;

/** Lets the screen settle: the route's chunk loaded and the first data arrived. */
export async function settle(page: Page) {
  watchRequests(page);
  const open = inFlight.get(page)!;
  // No request in flight for QUIET_MS (networkidle's rule, without the live stream), at most
  // SETTLE_LIMIT_MS: a screen that polls still gets checked.
  const limit = Date.now() + SETTLE_LIMIT_MS;
  let quietSince = Date.now();
  while (Date.now() < limit && Date.now() - quietSince < QUIET_MS) {
    await page.waitForTimeout(50);
    if (open.size > 0) quietSince = Date.now();
  }
  // No loading spinner left (the lobby's infinite-scroll loader is not one of these).
  await expect(page.locator('.query-state__spinner')).toHaveCount(0);
}

/**
 * axe in the light theme and then in the dark one, on the screen as it is: the theme is switched
 * in place the way the header's toggle does it (`data-theme` on <html>), which saves loading
 * every screen twice. Every rule runs in the light theme; the dark one runs the colour rules,
 * the only ones it can change (a11y-routes alone: 190 → 172 s on a 2-core machine).
 */
export async function violationsInBothThemes(page: Page, where: string): Promise<string[]> {
  const found: string[] = [];
  for (const theme of THEMES) {
    // Colours are read once the new theme is styled and any transition it started has ended
    // (a fixed 300 ms wait did the same on every screen, none of which transitions a colour).
    await page.evaluate(async (th) => {
      document.documentElement.dataset.theme = th;
      document.documentElement.style.colorScheme = th;
      await new Promise((styled) => requestAnimationFrame(() => requestAnimationFrame(styled)));
      const transitions = document.getAnimations().filter((a) => a instanceof CSSTransition);
      await Promise.allSettled(transitions.map((t) => t.finished));
    }, theme);
    const rules = theme === 'light' ? undefined : COLOUR_RULES;
    found.push(...(await seriousViolations(page, rules)).map((v) => `${where} (${theme}): ${v}`));
  }
  return found;
}

/** Every page of a centre (member or agent), by its own menu: axe on each, within the dialog. */
export async function centreViolations(page: Page, centre: Locator, label: string) {
  watchRequests(page);
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
