import { measureHomePage } from '../lib/home-page';
import { framesHeld, lighthouseMobile } from '../lib/lighthouse';
import type { BenchCase } from '../lib/bench-case';

/** The budgets for a first visit of the home page, compressed bytes on the wire. */
export const HOME_JS_BUDGET_BYTES = 100 * 1024;
export const HOME_CSS_BUDGET_BYTES = 20 * 1024;
export const LIGHTHOUSE_GOAL = 0.95;

const homeUrl = (port: number) => `http://127.0.0.1:${port}/`;
const kb = (bytes: number) => bytes / 1024;

/**
 * What a first visit of the home page transfers in Chromium at 360 px, against the budget.
 * The ratio is bytes over budget: at most 1 meets it (lower is better).
 */
function homeBytesCase(kind: 'js' | 'css', budget: number): BenchCase {
  return {
    name: `home page ${kind.toUpperCase()} transferred (first visit)`,
    needsSite: true,
    lowerIsBetter: true,
    async run(ctx) {
      const page = await measureHomePage(homeUrl(ctx.platformPort));
      const files = page.files.filter((f) => f.kind === kind);
      const plain = files.filter((f) => f.encoding === 'identity' && f.bytes > 1024);
      if (plain.length > 0) {
        throw new Error(`sent uncompressed: ${plain.map((f) => f.url).join(', ')}`);
      }
      return {
        value: kb(kind === 'js' ? page.jsBytes : page.cssBytes),
        baseline: kb(budget),
        unit: `KB compressed vs budget KB (${files.length} files)`,
      };
    },
  };
}

export const homeJs = homeBytesCase('js', HOME_JS_BUDGET_BYTES);
export const homeCss = homeBytesCase('css', HOME_CSS_BUDGET_BYTES);

const LIGHTHOUSE_RUNS = 5;

/**
 * Lighthouse's mobile performance score of the home page (median of five runs) vs 0.95, with
 * the range of the host CPU index Lighthouse measured in those runs (the same build scored 71
 * to 94 on one machine as that index moved from 630 to 2,000) and how many runs had their
 * first paint held back by the browser's frame throttle (docs/performance.md, 2026-12-01 and
 * 2026-12-02): both move the score more than a small change to the page does.
 */
export const homeLighthouse: BenchCase = {
  name: 'home page Lighthouse mobile score',
  needsSite: true,
  async run(ctx) {
    const runs = [];
    for (let i = 0; i < LIGHTHOUSE_RUNS; i += 1) {
      runs.push(await lighthouseMobile(homeUrl(ctx.platformPort)));
    }
    runs.sort((a, b) => a.score - b.score);
    const median = runs[Math.floor(LIGHTHOUSE_RUNS / 2)]!;
    const cpu = runs.map((r) => Math.round(r.benchmarkIndex));
    return {
      value: median.score * 100,
      baseline: LIGHTHOUSE_GOAL * 100,
      unit:
        `score vs goal; LCP ${(median.lcpMs / 1000).toFixed(1)} s, ` +
        `TBT ${median.tbtMs.toFixed(0)} ms, CLS ${median.cls.toFixed(3)}; ` +
        `host CPU index ${Math.min(...cpu)}-${Math.max(...cpu)}; ` +
        `first paint held by the frame throttle in ${framesHeld(runs)} of ${runs.length}`,
    };
  },
};
