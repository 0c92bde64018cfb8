import { chromium } from 'playwright-core';

export interface HomePageTransfer {
  /** Bytes on the wire (compressed bodies) by kind, as Chromium counts them. */
  jsBytes: number;
  cssBytes: number;
  files: { url: string; kind: 'js' | 'css'; bytes: number; encoding: string }[];
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Loads the home page once in a fresh Chromium at 360 px (a first visit: empty cache) and sums
 * the JavaScript and CSS bodies it transferred, until the network has been idle.
 */
export async function measureHomePage(url: string): Promise<HomePageTransfer> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage({ viewport: { width: 360, height: 780 } });
    const pending: Promise<HomePageTransfer['files'][number] | null>[] = [];
    page.on('requestfinished', (request) => {
      const kind =
        request.resourceType() === 'script'
          ? 'js'
          : request.resourceType() === 'stylesheet'
            ? 'css'
            : null;
      if (!kind) return;
      pending.push(
        (async () => {
          const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
          const encoding = (await response?.allHeaders())?.['content-encoding'] ?? 'identity';
          return { url: request.url(), kind, bytes: sizes.responseBodySize, encoding };
        })(),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const files = (await Promise.all(pending)).filter((f) => f !== null);
    const sum = (kind: 'js' | 'css') =>
      files.filter((f) => f.kind === kind).reduce((s, f) => s + f.bytes, 0);
    return { jsBytes: sum('js'), cssBytes: sum('css'), files };
  } finally {
    await browser.close();
  }
}
