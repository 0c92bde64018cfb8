import { expect, test } from '@playwright/test';
import { expectHeaderBalance, operatorToken, registerPlayer } from './support/players';
import { closeDialogs, useEnglish } from './support/session';
import { withDb } from './support/db';

// Issue 12 through the real UI: an operator writes to one member through /ops, the header's
// inbox badge shows it without a reload (live events), the member opens it in messageV2 (read),
// and the badge goes away; the points mall and feedback journeys follow.

test.beforeEach(async ({ context }) => {
  await useEnglish(context);
});

test('an operator message reaches the member inbox and its badge without a reload', async ({
  page,
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

  const sent = await page.request.post('/ops/inbox/messages', {
    headers: { authorization: await operatorToken(page.request, 'supervisor1') },
    data: {
      audience: 'member',
      memberId,
      title: 'Weekend news',
      body: 'Double points this weekend.',
    },
  });
  expect(((await sent.json()) as { value: { recipients: number } }).value.recipients).toBe(1);

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

// The points mall through the real UI: an operator grants points, the member redeems a
// physical good (address, phone, fund password), sees it applying, the operator passes it
// through /ops, the member sees it passed (and the inbox badge), then converts points to
// money and sees the header balance change; points details show every line with its balance.
test('points: grant, redeem a good, passed by an operator, convert to money', async ({ page }) => {
  const username = await registerPlayer(page, 'pts');
  const memberId = await withDb(async (db) => {
    const r = await db.query<{ id: string }>('SELECT id FROM members WHERE username = $1', [
      username,
    ]);
    return Number(r.rows[0]?.id);
  });
  const headers = { authorization: await operatorToken(page.request, 'supervisor1') };
  const ops = async (path: string, data: object) => {
    const r = await page.request.post(path, { headers, data });
    const body = (await r.json()) as { success: boolean; value: Record<string, unknown> };
    expect(body.success, `${path}: ${JSON.stringify(body)}`).toBe(true);
    return body.value;
  };
  await page.request.put('/ops/points/settings', {
    headers,
    data: { pointsPerUnit: 100, minConvertPoints: 100, rulesText: 'Points for every bet.' },
  });
  const mug = `Mug ${username}`;
  await ops('/ops/points/goods', {
    kind: 'physical',
    category: 'gifts',
    name: mug,
    pricePoints: 300,
    stock: 5,
  });
  await ops('/ops/points/grants', {
    memberId,
    points: 1000,
    reason: 'Welcome points',
    idempotencyKey: `e2e-grant:${username}`,
  });

  await page.goto('/pointMall');
  const available = page.getByTestId('points-available');
  await expect(available).toHaveText('1,000');
  await page.getByRole('button', { name: `Redeem ${mug}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Recipient name').fill('Ana Cruz');
  await dialog.getByLabel('Delivery address').fill('12 Rizal Ave, Manila');
  await dialog.getByLabel('Phone number').fill('0917 555 0101');
  await dialog.getByLabel('Fund password').fill('135790');
  await dialog.getByRole('button', { name: 'Confirm redemption' }).click();
  await expect(dialog.getByText(/is applying/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(available).toHaveText('700');

  await page.getByRole('tab', { name: 'Exchange records' }).click();
  const row = page.getByRole('row', { name: new RegExp(mug) });
  await expect(row).toContainText('Applying');

  const orders = await page.request.get('/ops/points/orders?status=applying', { headers });
  const list = ((await orders.json()) as { value: { list: { id: string; username: string }[] } })
    .value.list;
  const order = list.find((o) => o.username === username);
  expect(order).toBeTruthy();
  await ops(`/ops/points/orders/${order!.id}/pass`, {});

  await page.reload();
  await page.getByRole('tab', { name: 'Exchange records' }).click();
  await expect(page.getByRole('row', { name: new RegExp(mug) })).toContainText('Passed');
  await expect(page.locator('.account-inbox')).toHaveAccessibleName('Messages, 1 unread', {
    timeout: 30_000,
  });

  await page.getByRole('button', { name: 'Convert to cash' }).click();
  const convert = page.getByRole('dialog');
  await convert.getByLabel('Points to convert').fill('500');
  await expect(convert.getByText(`You receive ₱5.00 for 500 points.`)).toBeVisible();
  await convert.getByLabel('Fund password').fill('135790');
  await convert.getByRole('button', { name: 'Convert', exact: true }).click();
  await expect(convert.getByText('500 points became ₱5.00 in your main wallet.')).toBeVisible();
  await convert.getByRole('button', { name: 'Close' }).first().click();
  await expect(available).toHaveText('200');
  await expectHeaderBalance(page, '5.00');

  await page.getByRole('tab', { name: 'Points details' }).click();
  const details = page.getByRole('table');
  await expect(details.getByRole('row')).toHaveCount(4); // header + grant, redemption, conversion
  await expect(details.getByRole('row').nth(1)).toContainText('-500');
  await expect(details.getByRole('row').nth(3)).toContainText('+1,000');
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
