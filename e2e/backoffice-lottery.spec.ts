import { expect, test, type Browser } from '@playwright/test';
import { openBackOfficeSection } from './support/backoffice';
import { fund, registerPlayer } from './support/players';
import { withDb } from './support/db';
import { useEnglish } from './support/session';

/**
 * Lottery settings (ADR 0040): an admin changes the Fast 5D odds in the back office — the RTP
 * follows as the odds are typed, an RTP above 100 % is refused under its field — and switches
 * a bet type off. The player's lottery page then shows the new odds' RTP, no longer offers the
 * switched-off bet type, and the house refuses a bet on it.
 */
/** An admin in English on the back office's Lottery settings screen. */
const openLotterySettings = (browser: Browser) =>
  openBackOfficeSection(browser, 'admin1', 'Lottery settings');

// Journeys share one database per shard: whatever these tests change, the lottery journeys that
// run after them must find the house's default tables and the full lobby again.
test.afterEach(async () => {
  await withDb(async (db) => {
    await db.query(`DELETE FROM house.lottery_operator_tables WHERE merchant_code = 'DEMO'`);
    await db.query(`DELETE FROM house.lottery_operator_lobby WHERE merchant_code = 'DEMO'`);
    await db.query(
      `DELETE FROM lottery_lobby_games WHERE merchant_id = (SELECT id FROM merchants WHERE code = 'DEMO')`,
    );
  });
});

test('an operator changes lottery odds and switches a bet type off; the player page follows', async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  const office = await openLotterySettings(browser);
  const english = office.context();
  await office.getByLabel('Game family').selectOption('fast-5d');

  const odds = office.getByRole('region', { name: 'Odds' });
  const win = odds.getByLabel('Win of Position digit');
  const rtp = odds.getByTestId('rtp-pos_digit');
  await expect(win).toHaveValue('98');
  await expect(rtp).toHaveText('98.00 %');
  await win.fill('102');
  await expect(rtp).toContainText('102.00 %');
  await expect(rtp).toContainText('out of range');
  await odds.getByRole('button', { name: 'Save' }).click();
  // The refusal shows under the field concerned (and as the form's error).
  await expect(win).toHaveAttribute('aria-invalid', 'true');
  const describedBy = await win.getAttribute('aria-describedby');
  await expect(office.locator(`[id="${describedBy}"]`)).toHaveText(
    'The return to player of this bet type must be within 90–100 %.',
  );
  await win.fill('93');
  await expect(rtp).toHaveText('93.00 %');
  await odds.getByRole('button', { name: 'Save' }).click();
  await expect(odds.getByRole('status')).toHaveText('Saved.');

  const switches = office.getByRole('region', { name: 'Bet types offered' });
  await switches.getByLabel('Sum big/small').uncheck();
  await switches.getByRole('button', { name: 'Save' }).click();
  await expect(switches.getByRole('status')).toHaveText('Saved.');
  await expect(odds.getByRole('row', { name: /Sum big\/small/ })).toContainText('No');

  // The player: the betting page of the 1-minute fast lottery.
  await useEnglish(page.context());
  const username = await registerPlayer(page, 'lotset');
  await fund(page.request, username, '100.00');
  await page.goto('/lottery');
  await page
    .getByRole('article')
    .filter({ hasText: 'FAST5D_1M' })
    .first()
    .getByRole('button', { name: 'Bet now' })
    .click();
  const frame = page.frameLocator('iframe.lottery-frame__iframe');
  const betType = frame.locator('#bet-type');
  await expect(betType.locator('option[value="pos_digit"]')).toContainText('93.00 %');
  await expect(betType.locator('option[value="sum_odd_even"]')).toHaveCount(1);
  await expect(betType.locator('option[value="sum_big_small"]')).toHaveCount(0);
  await expect(frame.locator('#rules-table')).toContainText('Sum odd/even');
  await expect(frame.locator('#rules-table')).not.toContainText('Sum big/small');

  // A bet on the switched-off type sent anyway (as a stale page would) is refused by the house.
  const numero = await frame.locator('#numero').inputValue();
  const refused = await frame.locator('body').evaluate(async (_, n) => {
    const token = Object.keys(sessionStorage)
      .filter((k) => k.startsWith('house:s:'))
      .map((k) => sessionStorage.getItem(k))[0];
    const res = await fetch('/api/lottery/bets', {
      method: 'POST',
      headers: { authorization: `Bearer ${token ?? ''}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        gameCode: 'FAST5D_1M',
        numero: n,
        betType: 'sum_big_small',
        numbers: ['big'],
        position: null,
        stakeMinor: '1000',
        betRef: `e2e-${Date.now()}`,
      }),
    });
    return (await res.json()) as { success: boolean; errorCode?: string };
  }, numero);
  expect(refused).toMatchObject({ success: false, errorCode: 'lottery.bet_type_off' });
  await english.close();
});

/**
 * The lobby choice (ADR 0040): an operator takes a lottery out of its lobby and moves another
 * up. The player's /lottery page and the house's own lottery lobby page (lottoView=lobby) then
 * list the same lotteries in the same order, and switching inside the house lobby to the one
 * taken out is refused by the house.
 */
test('an operator takes a lottery out of the lobby and moves another up; the player and house lobbies follow', async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  const office = await openLotterySettings(browser);
  const english = office.context();
  const lobby = office.getByRole('region', { name: 'Lotteries in the lobby' });
  const row = (code: string) => lobby.getByRole('row').filter({ hasText: code });
  await expect(row('FAST5D_3M')).toHaveCount(1);
  await row('FAST5D_3M').getByRole('checkbox').uncheck();
  // FAST5D_5M two places up: before FAST5D_1M.
  await row('FAST5D_5M').getByRole('button', { name: /up$/ }).click();
  await row('FAST5D_5M').getByRole('button', { name: /up$/ }).click();
  await lobby.getByRole('button', { name: 'Save' }).click();
  await expect(lobby.getByRole('status')).toHaveText('Saved.');
  const codes = await lobby
    .getByRole('row')
    .evaluateAll((rows) =>
      rows.map((r) => /FAST5D_\dM/.exec(r.textContent ?? '')?.[0]).filter(Boolean),
    );
  expect(codes).toEqual(['FAST5D_5M', 'FAST5D_1M', 'FAST5D_3M']);

  // The player's lottery page: no FAST5D_3M, FAST5D_5M before FAST5D_1M.
  await useEnglish(page.context());
  await registerPlayer(page, 'lotlob');
  await page.goto('/lottery');
  const cards = page.getByRole('article');
  await expect(cards.filter({ hasText: 'FAST5D_5M' }).first()).toBeVisible();
  await expect(cards.filter({ hasText: 'FAST5D_3M' })).toHaveCount(0);
  const order = await cards.evaluateAll((all) =>
    all.map((a) => /FAST5D_\dM/.exec(a.textContent ?? '')?.[0]).filter(Boolean),
  );
  expect(order.indexOf('FAST5D_5M')).toBeLessThan(order.indexOf('FAST5D_1M'));

  // The house's own lottery lobby, launched as the platform's lobby launches it.
  const launch = await page.request.get('/wps/game/launchGame', {
    headers: { merchant: 'DEMO' },
    params: {
      gameType: 'ELOTT',
      vassalage: 'HOUSE',
      gameId: 'FAST5D_1M',
      launchMode: 'LOTT',
      accountType: 0,
      lottoGameCode: 'FAST5D_1M',
      lottoView: 'lobby',
      device: 'WEB',
      language: 'EN',
    },
  });
  const launched = (await launch.json()) as {
    success: boolean;
    value: { content: { game_url: string } };
  };
  expect(launched.success, JSON.stringify(launched)).toBe(true);
  const house = await english.newPage();
  await house.goto(launched.value.content.game_url);
  await expect(house).toHaveURL(/\/lottery\?.*op=DEMO/);
  const links = house.locator('a[data-lottery^="FAST5D_"]');
  await expect(links).toHaveCount(2);
  expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute('data-lottery')))).toEqual([
    'FAST5D_5M',
    'FAST5D_1M',
  ]);
  await house.screenshot({ path: 'e2e/artifacts/output/house-lottery-lobby.png', fullPage: true });

  // Inside the house lobby: open FAST5D_5M, then try to switch to the lottery taken out.
  await links.first().click();
  await expect(house).toHaveURL(/\/game\/FAST5D_5M/);
  await expect(house.locator('#bet-type option').first()).toBeAttached();
  const tries = await house.locator('body').evaluate(async () => {
    const token = Object.keys(sessionStorage)
      .filter((k) => k.startsWith('house:s:'))
      .map((k) => sessionStorage.getItem(k))[0];
    const headers = { authorization: `Bearer ${token ?? ''}` };
    const off = await fetch('/api/lottery/rules?gameCode=FAST5D_3M&lang=EN', { headers });
    const on = await fetch('/api/lottery/rules?gameCode=FAST5D_1M&lang=EN', { headers });
    return [
      ((await off.json()) as { errorCode?: string }).errorCode,
      ((await on.json()) as { success: boolean }).success,
    ];
  });
  expect(tries).toEqual(['lottery.game_unknown', true]);
  await english.close();
});
