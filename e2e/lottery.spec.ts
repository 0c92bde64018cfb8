import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { captchaAnswer } from './support/outbox';
import { dismissLoginNotices, expectLoggedInAs, openAccountMenuItem, useEnglish } from './support/session';
import { withDb } from './support/db';

// The lottery (issue 6) through the real UI: a funded member opens the 1-minute fast lottery
// from /lottery, bets in the house's betting page (iframe), waits for the draw, and sees the
// settled bet in "my bets", the header balance and the platform's betting record.

test.beforeEach(async ({ context }) => {
  await useEnglish(context);
});

async function registerPlayer(page: Page) {
  const username = `lott${Date.now().toString(36)}`;
  await page.goto('/register');
  await page.getByRole('tab', { name: 'User name' }).click();
  await page.locator('#register-username').fill(username);
  await page.locator('#register-password').fill('Abc12345');
  await page.locator('#register-confirmPassword').fill('Abc12345');
  await page.locator('#register-paymentPassword').fill('135790');
  // The captcha image loads on its own; its id cookie comes with it.
  await expect
    .poll(async () => (await page.context().cookies()).some((c) => c.name === 'captchaId'), { timeout: 15_000 })
    .toBe(true);
  await page.locator('#register-captcha').fill(await captchaAnswer(page.context(), page.request));
  await page.getByRole('button', { name: 'Sign up' }).last().click();
  await expectLoggedInAs(page, username);
  await dismissLoginNotices(page);
  return username;
}

async function operatorToken(request: APIRequestContext, username: string) {
  const r = await request.post('/ops/session/login', { data: { username, password: 'Operator123' } });
  return ((await r.json()) as { value: { token: string } }).value.token;
}

/** Credits the member's main wallet by an operator adjustment (a supervisor approves if asked). */
async function fund(request: APIRequestContext, username: string, amount: string) {
  const memberId = await withDb(async (db) => {
    const r = await db.query<{ id: string }>('SELECT id FROM members WHERE username = $1', [username]);
    return Number(r.rows[0]?.id);
  });
  const asked = await request.post('/ops/adjustments', {
    headers: { authorization: await operatorToken(request, 'cashier1') },
    data: { memberId, amount, reason: 'lottery journey funds', idempotencyKey: `e2e-lott:${username}` },
  });
  const adjustment = ((await asked.json()) as { success: boolean; value: { id: number; status: string } }).value;
  if (adjustment.status === 'pending_approval') {
    const approved = await request.post(`/ops/adjustments/${adjustment.id}/approve`, {
      headers: { authorization: await operatorToken(request, 'supervisor1') },
      data: {},
    });
    expect(((await approved.json()) as { success: boolean }).success).toBe(true);
  } else {
    expect(adjustment.status).toBe('applied');
  }
}

async function expectHeaderBalance(page: Page, text: string) {
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh balance' }).click();
    await expect(page.locator('.account-area')).toContainText(text, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

const money = (minor: number) =>
  (minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

test('bet on the 1-minute fast lottery, the draw settles it, balance and records follow', async ({ page }) => {
  test.setTimeout(240_000);
  const username = await registerPlayer(page);
  await fund(page.request, username, '100.00');
  await expectHeaderBalance(page, '100.00');

  await page.goto('/lottery');
  const card = page.getByRole('article').filter({ hasText: 'FAST5D_1M' }).first();
  await card.getByRole('button', { name: 'Bet now' }).click();
  const frame = page.frameLocator('iframe.lottery-frame__iframe');

  // Betting may be locked for the current draw (the last 10 s); the next draw opens soon after.
  const place = frame.locator('#place');
  await expect(place).toBeEnabled({ timeout: 75_000 });
  await frame.locator('#bet-type').selectOption('sum_big_small');
  await frame.locator('#pick button[data-c="big"]').click();
  await frame.locator('#stake').fill('10.00');
  await place.click();
  await expect(frame.locator('#msg .win')).toBeVisible({ timeout: 15_000 });
  const numero = (await frame.locator('#msg .win').innerText()).split(':')[1]?.split('·')[0]?.trim();
  expect(numero).toBeTruthy();

  // The draw comes within about a minute; the page reloads its bets after it.
  const row = frame.locator('#bets tr').filter({ hasText: numero! });
  const status = row.locator('td.st-won, td.st-lost');
  await expect(status).toBeVisible({ timeout: 100_000 });
  const won = (await status.getAttribute('class')) === 'st-won';
  const payoutText = /([\d,]+\.\d{2})/.exec(await status.innerText())?.[1] ?? '0.00';
  const payoutMinor = Math.round(Number(payoutText.replace(/,/g, '')) * 100);
  if (won) expect(payoutMinor).toBeGreaterThan(1_000);
  else expect(payoutMinor).toBe(0);

  await page.getByRole('button', { name: 'Close' }).first().click();
  await expectHeaderBalance(page, money(10_000 - 1_000 + payoutMinor));

  // The platform's betting record holds the settled round with the same stake and payout.
  const token = await page.evaluate(() => window.sessionStorage.getItem('token'));
  // The launch itself noted the lottery in the member's recent list (the page sends no note).
  const recent = await page.request.get('/lgw/vn/games/game_menu/recent', { headers: { authorization: token ?? '' } });
  expect(((await recent.json()) as { value: { gameId: string }[] }).value.map((g) => g.gameId)).toContain('FAST5D_1M');
  await expect(async () => {
    const r = await page.request.get('/wps/relay/ODSFE2_getBetHistory', { headers: { authorization: token ?? '' } });
    const body = (await r.json()) as { success: boolean; value: { list: { gameCode: string; stake: string; payout: string; status: string }[] } };
    expect(body.success).toBe(true);
    const round = body.value.list.find((x) => x.gameCode === 'FAST5D_1M');
    expect(round).toMatchObject({ stake: '10.00', payout: money(payoutMinor).replace(/,/g, ''), status: 'settled' });
  }).toPass({ timeout: 20_000 });

  // And the member centre's betting record shows the round.
  await openAccountMenuItem(page, 'Betting record');
  const record = page.locator('.bet-records-table tbody tr').filter({ hasText: 'FAST5D_1M' }).first();
  await expect(record).toContainText('HOUSE · FAST5D_1M');
  await expect(record).toContainText('10.00');
});
