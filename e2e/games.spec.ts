import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { captchaAnswer } from './support/outbox';
import {
  closeDialogs,
  dismissLoginNotices,
  expectLoggedInAs,
  openAccountMenuItem,
  useEnglish,
} from './support/session';
import { withDb } from './support/db';

// Games (issue 5) through the real UI: a funded member searches the slot lobby, keeps a
// favourite, plays the house slot Lucky Sevens in its iframe, the header balance follows the
// seamless wallet, and the round shows in the member centre's betting record. A trial account
// asking to play for real money is sent to a real account instead.

test.beforeEach(async ({ context }) => {
  await useEnglish(context);
});

async function registerPlayer(page: Page) {
  const username = `game${Date.now().toString(36)}`;
  await page.goto('/register');
  await page.getByRole('tab', { name: 'User name' }).click();
  await page.locator('#register-username').fill(username);
  await page.locator('#register-password').fill('Abc12345');
  await page.locator('#register-confirmPassword').fill('Abc12345');
  await page.locator('#register-paymentPassword').fill('135790');
  await page.locator('#register-captcha').fill(await captchaAnswer(page.context(), page.request));
  await page.getByRole('button', { name: 'Sign up' }).last().click();
  await expectLoggedInAs(page, username);
  await dismissLoginNotices(page);
  return username;
}

async function operatorToken(request: APIRequestContext, username: string) {
  const r = await request.post('/ops/session/login', {
    data: { username, password: 'Operator123' },
  });
  return ((await r.json()) as { value: { token: string } }).value.token;
}

/** Credits the member's main wallet by an operator adjustment (a supervisor approves if asked). */
async function fund(request: APIRequestContext, username: string, amount: string) {
  const memberId = await withDb(async (db) => {
    const r = await db.query<{ id: string }>('SELECT id FROM members WHERE username = $1', [
      username,
    ]);
    return Number(r.rows[0]?.id);
  });
  const asked = await request.post('/ops/adjustments', {
    headers: { authorization: await operatorToken(request, 'cashier1') },
    data: {
      memberId,
      amount,
      reason: 'games journey funds',
      idempotencyKey: `e2e-game:${username}`,
    },
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

async function expectHeaderBalance(page: Page, text: string) {
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh balance' }).click();
    await expect(page.locator('.account-area')).toContainText(text, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

const money = (minor: number) =>
  (minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

test('search the slot lobby, keep a favourite, spin Lucky Sevens, see the round in the betting record', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const username = await registerPlayer(page);
  await fund(page.request, username, '100.00');
  await expectHeaderBalance(page, '100.00');

  await page.goto('/rng');
  await page.locator('#lobby-search').fill('Lucky');
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  const card = page.locator('.game-card').filter({ hasText: 'Lucky Sevens' }).first();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Add Lucky Sevens to favourites' }).click();
  await expect(
    card.getByRole('button', { name: 'Remove Lucky Sevens from favourites' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Favourites', exact: true }).click();
  const fav = page.locator('.game-card').filter({ hasText: 'Lucky Sevens' });
  await expect(fav).toHaveCount(1);

  await fav.getByRole('button', { name: 'Play Lucky Sevens' }).click();
  await expect(page).toHaveURL(/\/game/);
  const house = page.frameLocator('iframe');
  const spin = house.locator('#spin');
  await expect(spin).toBeEnabled({ timeout: 20_000 });
  const answered = page.waitForResponse((r) => r.url().includes('/api/slot/spin'));
  await spin.click();
  const reply = (await (await answered).json()) as {
    success: boolean;
    value: { roundId?: string; balanceMinor?: string };
  };
  expect(reply.success).toBe(true);
  const answer = reply.value;
  expect(answer.balanceMinor).toMatch(/^\d+$/);
  // The house answers with the member's balance after the spin (stake taken, any win paid).
  const after = money(Number(answer.balanceMinor));
  await expect(house.locator('#balance')).toContainText(after);
  await expectHeaderBalance(page, after);

  await openAccountMenuItem(page, 'Betting record');
  const centre = page.locator('.mc__page');
  const row = centre.getByRole('row').filter({ hasText: 'lucky-sevens' });
  await expect(row).toHaveCount(1, { timeout: 15_000 });
  await expect(centre.getByLabel('Totals')).toContainText(/Rounds\s*1\s*Stake/);
  await row.getByRole('button').first().click();
  const link = centre.getByRole('link', { name: 'Open the round page' });
  await expect(centre).toContainText(answer.roundId ?? 'no round id');
  await expect(link).toHaveAttribute('target', '_blank');
  expect(await link.getAttribute('href')).toMatch(/^http:\/\/localhost:\d+\//);
  await closeDialogs(page);
});

test('a trial account asking to play a slot for real money is sent to a real account', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Try for free' }).click();
  await expect(page.locator('.account-area')).toBeVisible({ timeout: 15_000 });
  await closeDialogs(page);
  await page.goto('/rng');
  await page.locator('#lobby-search').fill('Lucky');
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  const card = page.locator('.game-card').filter({ hasText: 'Lucky Sevens' }).first();
  await card.getByRole('button', { name: 'Play Lucky Sevens' }).click();
  await expect(
    page.getByRole('dialog').filter({ hasText: 'Please use a real account for this.' }),
  ).toBeVisible();
  await expect(page).not.toHaveURL(/\/game/);
});
