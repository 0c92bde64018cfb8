import type { Page, TestInfo } from '@playwright/test';

/**
 * Layout checks the right-to-left and accessibility journeys share, run inside the page:
 * what sticks out of the viewport sideways, which controls overlap one another, and which
 * controls another element covers (so a click would land on that element instead).
 *
 * Controls are read within `scope` (the open dialog, or the whole page). An element clipped by
 * a scrolling or hidden-overflow ancestor (a tab strip that scrolls sideways, a carousel's
 * off-screen slides) is judged by its visible part only.
 */

const CONTROLS =
  'a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=tab], ' +
  '[role=menuitem], [tabindex]:not([tabindex="-1"])';

export interface LayoutReport {
  /** The page can be scrolled sideways (wider than the viewport). */
  sidewaysScroll: boolean;
  /** Elements reaching outside the viewport's width, not clipped by an ancestor. */
  overflowing: string[];
  /** Pairs of visible controls whose boxes overlap (neither inside the other). */
  overlapping: string[];
  /** Visible controls whose centre is covered by an element outside them. */
  covered: string[];
}

export async function layoutReport(page: Page, scope = 'body'): Promise<LayoutReport> {
  return page.evaluate(
    ([scopeSelector, controlsSelector]) => {
      const width = document.documentElement.clientWidth;
      const height = window.innerHeight;
      const root = document.querySelector(scopeSelector) ?? document.body;

      const name = (el: Element) => {
        const id = el.id ? `#${el.id}` : '';
        const cls =
          typeof el.className === 'string' && el.className
            ? `.${el.className.trim().split(/\s+/).join('.')}`
            : '';
        const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30);
        return `${el.tagName.toLowerCase()}${id}${cls}${text ? ` "${text}"` : ''}`;
      };

      // The part of an element not clipped away by ancestors that hide or scroll overflow.
      const visibleBox = (el: Element) => {
        const r = el.getBoundingClientRect();
        let box = { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
        let clipped = false;
        for (let a = el.parentElement; a && a !== document.documentElement; a = a.parentElement) {
          const style = getComputedStyle(a);
          if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
          clipped = true;
          const c = a.getBoundingClientRect();
          box = {
            left: Math.max(box.left, c.left),
            right: Math.min(box.right, c.right),
            top: Math.max(box.top, c.top),
            bottom: Math.min(box.bottom, c.bottom),
          };
        }
        return { box, clipped };
      };

      const shown = (el: Element) => {
        const style = getComputedStyle(el);
        if (style.visibility === 'hidden' || style.display === 'none') return false;
        if (el.closest('[hidden], [aria-hidden="true"], .visually-hidden')) return false;
        const r = el.getBoundingClientRect();
        return r.width > 1 && r.height > 1;
      };

      const overflowing: string[] = [];
      for (const el of Array.from(root.querySelectorAll('*'))) {
        if (!shown(el)) continue;
        const { box, clipped } = visibleBox(el);
        if (clipped) continue;
        if (box.left < -1 || box.right > width + 1) overflowing.push(name(el));
      }

      const controls = Array.from(root.querySelectorAll(controlsSelector))
        .filter(shown)
        .map((el) => ({ el, box: visibleBox(el).box }))
        .filter(({ box }) => box.right - box.left > 2 && box.bottom - box.top > 2);

      type Box = { left: number; right: number; top: number; bottom: number };
      const inside = (inner: Box, outer: Box) =>
        inner.left >= outer.left - 1 &&
        inner.right <= outer.right + 1 &&
        inner.top >= outer.top - 1 &&
        inner.bottom <= outer.bottom + 1;
      const onTop = (el: Element, box: Box) => {
        const hit = document.elementFromPoint(
          (box.left + box.right) / 2,
          (box.top + box.bottom) / 2,
        );
        return hit !== null && (el === hit || el.contains(hit));
      };

      const overlapping: string[] = [];
      for (let i = 0; i < controls.length; i++) {
        for (let j = i + 1; j < controls.length; j++) {
          const a = controls[i]!;
          const b = controls[j]!;
          if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
          const w = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
          const h = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
          if (w <= 2 || h <= 2) continue;
          // A small control laid wholly on a large one (a carousel's dots on its slide) is
          // fine while it is the one on top: both stay clickable.
          if (inside(a.box, b.box) && onTop(a.el, a.box)) continue;
          if (inside(b.box, a.box) && onTop(b.el, b.box)) continue;
          overlapping.push(`${name(a.el)} / ${name(b.el)}`);
        }
      }

      const covered: string[] = [];
      for (const { el, box } of controls) {
        const x = (box.left + box.right) / 2;
        const y = (box.top + box.bottom) / 2;
        if (x < 0 || x > width || y < 0 || y > height) continue;
        const hit = document.elementFromPoint(x, y);
        // A sticky header covers only what was scrolled under it, which scrolls back out.
        let sticky: Element | null = hit;
        while (sticky && getComputedStyle(sticky).position !== 'sticky')
          sticky = sticky.parentElement;
        if (sticky && !sticky.contains(el)) continue;
        if (hit && !el.contains(hit) && !hit.contains(el)) {
          // A label wrapping or naming the control passes the click on to it.
          const label = hit.closest('label');
          if (label && (label.contains(el) || (label as HTMLLabelElement).control === el)) continue;
          covered.push(`${name(el)} under ${name(hit)}`);
        }
      }

      return {
        sidewaysScroll: document.documentElement.scrollWidth > width + 1,
        overflowing,
        overlapping,
        covered,
      };
    },
    [scope, CONTROLS] as const,
  );
}

/** A screenshot (the whole page, or what the viewport shows) attached to the test's report. */
export async function attachScreenshot(
  page: Page,
  testInfo: TestInfo,
  label: string,
  fullPage = true,
) {
  const path = `e2e/artifacts/${label}.png`;
  await page.screenshot({ path, fullPage });
  await testInfo.attach(label, { path, contentType: 'image/png' });
}
