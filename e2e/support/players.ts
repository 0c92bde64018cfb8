import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { withDb } from './db';
import { settledCaptchaAnswer } from './outbox';
import { dismissLoginNotices, expectLoggedInAs } from './session';

/**
 * What several journeys need before their own story starts: a freshly registered player
 * (user name registration through the real popup), operator tokens, play funds credited by an
 * operator adjustment, and the header balance read back.
 */
export async function registerPlayer(
  page: Page,
  prefix: string,
  options: { path?: string; keepOtherDialogs?: boolean } = {},
): Promise<string> {
  const username = `${prefix}${Date.now().toString(36)}`;
  // `path`: an invitation link (`/register?r=CODE`) instead of the plain popup.
  await page.goto(options.path ?? '/register');
  await page.getByRole('tab', { name: 'User name' }).click();
  await page.locator('#register-username').fill(username);
  await page.locator('#register-password').fill('Abc12345');
  await page.locator('#register-confirmPassword').fill('Abc12345');
  await page.locator('#register-paymentPassword').fill('135790');
  // Answer the settled captcha; if the server still says it was wrong (it changed meanwhile),
  // answer the new one.
  const captcha = page.locator('#register-captcha');
  const wrong = page.getByText('Please enter the correct captcha code.');
  for (let attempt = 0; attempt < 3; attempt++) {
    await captcha.fill(await settledCaptchaAnswer(page));
    await wrong.waitFor({ state: 'hidden', timeout: 2_000 }).catch(() => undefined);
    await page.getByRole('button', { name: 'Sign up' }).last().click();
    const outcome = await Promise.race([
      page
        .locator('.account-area__name')
        .waitFor({ timeout: 15_000 })
        .then(
          () => 'in',
          () => 'timeout',
        ),
      wrong.waitFor({ timeout: 15_000 }).then(
        () => 'wrong captcha',
        () => 'timeout',
      ),
    ]);
    // Only a refused captcha is answered again: a slow sign-up on a busy machine ('timeout')
    // may have logged in after all, with the popup and its captcha field gone, so the check
    // below decides (a refill would wait for that field until the test's own timeout).
    if (outcome !== 'wrong captcha') break;
  }
  await expectLoggedInAs(page, username);
  if (options.keepOtherDialogs) {
    // Only the news is closed: a dialog that follows it (a contract offer) is the journey's.
    await page
      .getByRole('dialog', { name: 'News' })
      .getByRole('button', { name: 'Close' })
      .first()
      .click({ timeout: 5_000 })
      .catch(() => undefined);
  } else {
    await dismissLoginNotices(page);
  }
  return username;
}

export async function operatorToken(
  request: APIRequestContext,
  username: 'cashier1' | 'supervisor1',
): Promise<string> {
  const r = await request.post('/ops/session/login', {
    data: { username, password: 'Operator123' },
  });
  return ((await r.json()) as { value: { token: string } }).value.token;
}

/** Credits the member's main wallet by an operator adjustment (a supervisor approves if asked). */
export async function fund(request: APIRequestContext, username: string, amount: string) {
  const memberId = await withDb(async (db) => {
    const r = await db.query<{ id: string }>('SELECT id FROM members WHERE username = $1', [
      username,
    ]);
    return Number(r.rows[0]?.id);
  });
  const asked = await request.post('/ops/adjustments', {
    headers: { authorization: await operatorToken(request, 'cashier1') },
    data: { memberId, amount, reason: 'journey funds', idempotencyKey: `e2e-fund:${username}` },
  });
  const body = (await asked.json()) as { success: boolean; value: { id: number; status: string } };
  expect(body.success).toBe(true);
  if (body.value.status === 'pending_approval') {
    const approved = await request.post(`/ops/adjustments/${body.value.id}/approve`, {
      headers: { authorization: await operatorToken(request, 'supervisor1') },
      data: {},
    });
    expect(((await approved.json()) as { success: boolean }).success).toBe(true);
  } else {
    expect(body.value.status).toBe('applied');
  }
}

export async function expectHeaderBalance(page: Page, text: string) {
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh balance' }).click();
    await expect(page.locator('.account-area')).toContainText(text, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/** Minor units as the site shows them: 12345 → "123.45". */
export const money = (minor: number) =>
  (minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
