import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';

interface OutboxEntry {
  channel: string;
  to: string;
  text: string;
  code: string | null;
  createdAt: string;
}

/** How many entries the outbox holds for `to` (ending match, as above). */
export async function outboxCount(request: APIRequestContext, to: string, channel: string) {
  const r = await request.get(`/dev/outbox?${new URLSearchParams({ channel })}`);
  const entries = ((await r.json()) as { value: OutboxEntry[] }).value;
  return entries.filter((e) => e.to.endsWith(to)).length;
}

/** The newest entry the local SMS / mail / captcha adapters wrote for `to` (dev outbox). */
export async function latestOutboxCode(
  request: APIRequestContext,
  query: { to: string; channel?: string },
  baseURL?: string,
): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    // SMS entries are addressed with the dialling code (+63917…), so match on the ending.
    const params = new URLSearchParams(query.channel ? { channel: query.channel } : {});
    const r = await request.get(`${baseURL ?? ''}/dev/outbox?${params}`);
    const entries = ((await r.json()) as { value: OutboxEntry[] }).value;
    const code = entries.find((e) => e.to === query.to || e.to.endsWith(query.to))?.code;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`nothing in the outbox for ${query.to}`);
}

/** The answer of the captcha the page is showing: its id is the `captchaId` cookie. */
export async function captchaAnswer(context: BrowserContext, request: APIRequestContext) {
  const cookie = (await context.cookies()).find((c) => c.name === 'captchaId');
  if (!cookie) throw new Error('no captcha shown');
  return latestOutboxCode(request, { to: cookie.value, channel: 'captcha' });
}

/**
 * The answer of the captcha once it has settled: the form reloads its captcha after a failed
 * submit or a type switch, so the cookie is read only when it stayed the same for half a second.
 */
export async function settledCaptchaAnswer(page: Page) {
  const id = async () =>
    (await page.context().cookies()).find((c) => c.name === 'captchaId')?.value;
  for (let attempt = 0; attempt < 30; attempt++) {
    const before = await id();
    await page.waitForTimeout(500);
    if (before !== undefined && before === (await id())) break;
  }
  return captchaAnswer(page.context(), page.request);
}
