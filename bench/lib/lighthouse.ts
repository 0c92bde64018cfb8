import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface LighthouseFigures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /**
   * Lighthouse's measure of the host's CPU for this run. Its default 4x slowdown assumes a
   * high-end desktop (1,500-2,000); below 1,000 it warns that the score suffers. On a shared
   * 2-core machine it moves from run to run, and the blocking time with it.
   */
  benchmarkIndex: number;
  /** When the first paint happened in the unthrottled load Lighthouse observed. */
  observedFcpMs: number;
}

/**
 * An observed first paint this late means the browser held the page's frames back during the
 * load (Chromium's viz withholds BeginFrames from a page it deems unresponsive: the page asks
 * for a frame at ~0.45 s and gets it at ~1.25 s, sometimes again at ~2.25 s; GoogleChrome/
 * lighthouse issue 17148). The home paints at 0.5-0.9 s otherwise (docs/performance.md,
 * 2026-12-02). Such a run has a longer speed index and a shorter TBT.
 */
export const FRAMES_HELD_FCP_MS = 1200;

/** How many of the runs had their first paint held back by the browser's frame throttle. */
export function framesHeld(runs: Pick<LighthouseFigures, 'observedFcpMs'>[]): number {
  return runs.filter((run) => run.observedFcpMs >= FRAMES_HELD_FCP_MS).length;
}

/**
 * One Lighthouse run of a page with its default mobile settings (a mid-range phone, simulated
 * slow 4G, 4× CPU slowdown), in Debian's Chromium, headless.
 */
export async function lighthouseMobile(url: string): Promise<LighthouseFigures> {
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
    });
    if (!result) throw new Error('lighthouse gave no result');
    const { categories, audits } = result.lhr;
    const metrics = audits.metrics?.details as {
      items?: { observedFirstContentfulPaint?: number }[];
    };
    return {
      score: categories.performance?.score ?? 0,
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
      observedFcpMs: metrics?.items?.[0]?.observedFirstContentfulPaint ?? NaN,
    };
  } finally {
    chrome.kill();
  }
}
