import { expect, test } from '@playwright/test';
import { expectHeaderBalance, fund, money, registerPlayer } from './support/players';
import { openAccountMenuItem, useEnglish } from './support/session';

// The lottery (issue 6) through the real UI: a funded member opens the 1-minute fast lottery
// from /lottery, bets in the house's betting page (iframe), waits for the draw, and sees the
// settled bet in "my bets", the header balance and the platform's betting record.

test.beforeEach(async ({ context }) => {
  await useEnglish(context);
});

test('bet on the 1-minute fast lottery, the draw settles it, balance and records follow', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const username = await registerPlayer(page, 'lott');
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
  const numero = (await frame.locator('#msg .win').innerText())
    .split(':')[1]
    ?.split('·')[0]
    ?.trim();
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
  const recent = await page.request.get('/lgw/vn/games/game_menu/recent', {
    headers: { authorization: token ?? '' },
  });
  expect(
    ((await recent.json()) as { value: { gameId: string }[] }).value.map((g) => g.gameId),
  ).toContain('FAST5D_1M');
  await expect(async () => {
    const r = await page.request.get('/wps/relay/ODSFE2_getBetHistory', {
      headers: { authorization: token ?? '' },
    });
    const body = (await r.json()) as {
      success: boolean;
      value: { list: { gameCode: string; stake: string; payout: string; status: string }[] };
    };
    expect(body.success).toBe(true);
    const round = body.value.list.find((x) => x.gameCode === 'FAST5D_1M');
    expect(round).toMatchObject({
      stake: '10.00',
      payout: money(payoutMinor).replace(/,/g, ''),
      status: 'settled',
    });
  }).toPass({ timeout: 20_000 });

  // And the member centre's betting record shows the round.
  await openAccountMenuItem(page, 'Betting record');
  const record = page
    .locator('.bet-records-table tbody tr')
    .filter({ hasText: 'FAST5D_1M' })
    .first();
  await expect(record).toContainText('HOUSE · FAST5D_1M');
  await expect(record).toContainText('10.00');
});
