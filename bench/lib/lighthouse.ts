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
    return {
      score: categories.performance?.score ?? 0,
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
  }
}
