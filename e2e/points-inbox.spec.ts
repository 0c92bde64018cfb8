import { expect, test } from '@playwright/test';
import { fund, operatorToken, registerPlayer } from './support/players';
import { closeDialogs, useEnglish } from './support/session';
import { withDb } from './support/db';
import { openBackOfficeSection } from './support/backoffice';

// Issue 12 through the real UI: an operator writes to one member in the back office, the header's
// inbox badge shows it without a reload (live events), the member opens it in messageV2 (read),
// and the badge goes away; the points mall (earned by playing) and feedback journeys follow.

test.beforeEach(async ({ context }) => {
  await useEnglish(context);
});

test('an operator message reaches the member inbox and its badge without a reload', async ({
  page,
  browser,
}) => {
  const username = await registerPlayer(page, 'inbox');
  const memberId = await withDb(async (db) => {
    const r = await db.query<{ id: string }>('SELECT id FROM members WHERE username = $1', [
      username,
    ]);
    return Number(r.rows[0]?.id);
  });
  const inboxButton = page.locator('.account-inbox');
  // The demo merchant's "log in today" mission may put its own message in the inbox at any
  // moment after sign-in, so the journey follows the operator's message, not a total.
  await expect(inboxButton).toHaveAccessibleName(/^Messages, \d+ unread$/);

  // The operator writes in the back office's Inbox screen; an empty form says why under each
  // field and sends nothing.
  const office = await openBackOfficeSection(browser, 'supervisor1', 'Inbox messages');
  await office
    .getByRole('combobox', { name: 'To', exact: true })
    .selectOption({ label: 'One member' });
  const target = office.getByRole('spinbutton', { name: 'Member ID', exact: true });
  const title = office.getByRole('textbox', { name: 'Title', exact: true });
  const send = office.getByRole('button', { name: 'Send' });
  await send.click();
  await expect(target).toHaveAccessibleDescription('Required.');
  await expect(title).toHaveAccessibleDescription('Required.');
  await target.fill(String(memberId));
  await title.fill('Weekend news');
  await office
    .getByRole('textbox', { name: 'Message', exact: true })
    .fill('Double points this weekend.');
  await send.click();
  await expect(office.getByRole('status')).toHaveText('Sent. Recipients: 1.');
  await expect(title).toHaveValue('');
  await office.context().close();

  // No reload: the live events stream (or the poll behind it) brings the badge.
  await expect(inboxButton).toHaveAccessibleName(/^Messages, [1-9]\d* unread$/, {
    timeout: 30_000,
  });
  await expect(page.getByTestId('inbox-badge')).toHaveText(/^[1-9]\d*$/);

  await inboxButton.click();
  const centre = page.locator('.mc__page');
  const news = centre.getByRole('button', { name: /Weekend news/ });
  await expect(news).toContainText('(unread)');
  await news.click();
  await expect(centre.getByText('Double points this weekend.')).toBeVisible();
  await expect(centre.getByRole('button', { name: /Weekend news/ })).not.toContainText('(unread)');
  await centre.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(centre.getByText('Unread: 0')).toBeVisible();
  await closeDialogs(page);
  await expect(inboxButton).toHaveAccessibleName('Messages, 0 unread');
  await expect(page.getByTestId('inbox-badge')).toHaveCount(0);
});

// The points mall through the real UI, points earned by playing (issue 12): the member is
// funded and spins a house slot; the points.earn job (every 2 s in journeys, see
// playwright.config.ts) turns the valid bets into points by the RNG earning rule; the member
// sees them in the mall header and points details, redeems free spins of the same slot, an
// operator passes the order through /ops, the inbox badge shows the message without a reload,
// the order reads "Passed", the slot shows the free spins and plays one at no cost; the rest of
// the points become money.
test('points: earned by playing, free spins redeemed, passed by an operator, played', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const username = await registerPlayer(page, 'pts');
  await fund(page.request, username, '100.00');
  const headers = { authorization: await operatorToken(page.request, 'supervisor1') };
  const ops = async (method: 'post' | 'put', path: string, data: object) => {
    const r = await page.request[method](path, { headers, data });
    const body = (await r.json()) as { success: boolean; value: Record<string, unknown> };
    expect(body.success, `${path}: ${JSON.stringify(body)}`).toBe(true);
    return body.value;
  };
  await ops('put', '/ops/points/settings', {
    pointsPerUnit: 100,
    minConvertPoints: 100,
    rulesText: 'Points for every bet.',
  });
  // 10 points per peso of valid bets on RNG games (the house slots).
  await ops('put', '/ops/points/earning-rules', {
    source: 'bet',
    gameType: 'RNG',
    rateBps: 100_000,
  });
  const pack = `Spins ${username}`;
  await ops('post', '/ops/points/goods', {
    kind: 'house_free_spins',
    category: 'spins',
    name: pack,
    pricePoints: 200,
    stock: 5,
    freeSpins: { gameCode: 'lucky-sevens', spins: 3, betMinor: 100 },
  });

  // Three spins at 1.00 per line × 10 lines: 30.00 of valid bets, 300 points.
  await page.goto('/rng');
  await page.locator('#lobby-search').fill('Lucky');
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  const card = page.locator('.game-card').filter({ hasText: 'Lucky Sevens' }).first();
  await card.getByRole('button', { name: 'Play Lucky Sevens' }).click();
  const house = page.frameLocator('iframe');
  const spin = house.locator('#spin');
  await expect(spin).toBeEnabled({ timeout: 20_000 });
  await house.locator('#bpl').selectOption('100');
  for (let i = 0; i < 3; i++) {
    const answered = page.waitForResponse((r) => r.url().includes('/api/slot/spin'));
    await spin.click();
    expect(((await (await answered).json()) as { success: boolean }).success).toBe(true);
    await expect(spin).toBeEnabled();
  }

  await page.goto('/pointMall');
  const available = page.getByTestId('points-available');
  await expect(async () => {
    await page.reload();
    await expect(available).toHaveText('300', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await page.getByRole('tab', { name: 'Points details' }).click();
  const details = page.getByRole('table');
  await expect(details.getByRole('row').filter({ hasText: 'Points earned' })).toHaveCount(3);

  await page.getByRole('tab', { name: 'Redeem goods' }).click();
  await page.getByRole('button', { name: `Redeem ${pack}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('3 free spins of Lucky Sevens, ₱1.00 per spin')).toBeVisible();
  await dialog.getByLabel('Fund password').fill('135790');
  await dialog.getByRole('button', { name: 'Confirm redemption' }).click();
  await expect(dialog.getByText(/is applying/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(available).toHaveText('100');
  await page.getByRole('tab', { name: 'Exchange records' }).click();
  await expect(page.getByRole('row', { name: new RegExp(pack) })).toContainText('Applying');

  const inbox = page.locator('.account-inbox');
  await expect(inbox).toHaveAccessibleName(/^Messages, \d+ unread$/);
  const unreadBefore = Number(
    /(\d+) unread/.exec((await inbox.getAttribute('aria-label')) ?? '')?.[1] ?? 0,
  );
  const orders = await page.request.get('/ops/points/orders?status=applying', { headers });
  const list = ((await orders.json()) as { value: { list: { id: string; username: string }[] } })
    .value.list;
  const order = list.find((o) => o.username === username);
  expect(order).toBeTruthy();
  await ops('post', `/ops/points/orders/${order!.id}/pass`, {});

  // No reload: the live events stream brings the badge of the "redemption passed" message.
  await expect(async () => {
    const label = (await inbox.getAttribute('aria-label')) ?? '';
    expect(Number(/(\d+) unread/.exec(label)?.[1] ?? 0)).toBeGreaterThan(unreadBefore);
  }).toPass({ timeout: 30_000 });
  await page.reload();
  await page.getByRole('tab', { name: 'Exchange records' }).click();
  await expect(page.getByRole('row', { name: new RegExp(pack) })).toContainText('Passed');

  // The free spins wait in the slot, and one plays without touching the balance.
  await page.goto('/rng');
  await page.locator('#lobby-search').fill('Lucky');
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await page
    .locator('.game-card')
    .filter({ hasText: 'Lucky Sevens' })
    .first()
    .getByRole('button', { name: 'Play Lucky Sevens' })
    .click();
  await expect(house.getByTestId('free-spins-left')).toHaveText('3', { timeout: 20_000 });
  const freeSpin = page.waitForResponse((r) => r.url().includes('/api/slot/free-spin'));
  await house.getByRole('button', { name: 'Play a free spin' }).click();
  const played = (await (await freeSpin).json()) as {
    success: boolean;
    value: { stakeMinor: string };
  };
  expect(played.success).toBe(true);
  expect(played.value.stakeMinor).toBe('0');
  await expect(house.getByTestId('free-spins-left')).toHaveText('2');

  await page.goto('/pointMall');
  await expect(available).toHaveText('100');
  await page.getByRole('button', { name: 'Convert to cash' }).click();
  const convert = page.getByRole('dialog');
  await convert.getByLabel('Points to convert').fill('100');
  await expect(convert.getByText(`You receive ₱1.00 for 100 points.`)).toBeVisible();
  await convert.getByLabel('Fund password').fill('135790');
  await convert.getByRole('button', { name: 'Convert', exact: true }).click();
  await expect(convert.getByText('100 points became ₱1.00 in your main wallet.')).toBeVisible();
  await convert.getByRole('button', { name: 'Close' }).first().click();
  await expect(available).toHaveText('0');
});

// Feedback: the member writes from the help centre, an operator answers through /ops, the
// member reads the reply there and gets the inbox message (badge without a reload).
test('feedback: sent from the help centre, answered by an operator, read by the member', async ({
  page,
}) => {
  await registerPlayer(page, 'fdbk');
  await page.goto('/help#feedback');
  const section = page.locator('#feedback');
  await section.getByLabel('Question type').selectOption('withdrawal');
  await section
    .getByLabel('Your question or suggestion')
    .fill('Where is my withdrawal? <b>It has been two hours.</b>');
  await section.getByRole('button', { name: 'Send feedback' }).click();
  await expect(section.getByText(/We received your feedback/)).toBeVisible();
  await expect(section.getByText('Where is my withdrawal? It has been two hours.')).toBeVisible();
  await expect(section.getByText('Waiting for reply')).toBeVisible();

  const headers = { authorization: await operatorToken(page.request, 'supervisor1') };
  const queue = await page.request.get('/ops/feedback?status=open', { headers });
  const mine = (
    (await queue.json()) as { value: { list: { id: string; content: string }[] } }
  ).value.list.find((f) => f.content === 'Where is my withdrawal? It has been two hours.');
  expect(mine).toBeTruthy();
  const replied = await page.request.post(`/ops/feedback/${mine!.id}/reply`, {
    headers,
    data: { reply: 'It was paid at 14:05. Thank you for waiting.' },
  });
  expect(((await replied.json()) as { success: boolean }).success).toBe(true);

  await expect(page.locator('.account-inbox')).toHaveAccessibleName('Messages, 1 unread', {
    timeout: 30_000,
  });
  await page.reload();
  await expect(section.getByText('It was paid at 14:05. Thank you for waiting.')).toBeVisible();
  await expect(section.getByText('Replied', { exact: true })).toBeVisible();
});
