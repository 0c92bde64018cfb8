import { expect, test } from '@playwright/test';
import { operatorToken, registerPlayer } from './support/players';
import { closeDialogs, useEnglish } from './support/session';
import { withDb } from './support/db';

// Issue 12 through the real UI: an operator writes to one member through /ops, the header's
// inbox badge shows it without a reload (polled), the member opens it in messageV2 (read),
// and the badge goes away.

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
  await expect(inboxButton).toHaveAccessibleName('Messages, 0 unread');

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

  // No reload: the polled count brings the badge.
  await expect(inboxButton).toHaveAccessibleName('Messages, 1 unread', { timeout: 30_000 });
  await expect(page.getByTestId('inbox-badge')).toHaveText('1');

  await inboxButton.click();
  const centre = page.locator('.mc__page');
  await expect(centre.getByText('Unread: 1')).toBeVisible();
  await centre.getByRole('button', { name: /Weekend news/ }).click();
  await expect(centre.getByText('Double points this weekend.')).toBeVisible();
  await expect(centre.getByText('Unread: 0')).toBeVisible();
  await closeDialogs(page);
  await expect(inboxButton).toHaveAccessibleName('Messages, 0 unread');
  await expect(page.getByTestId('inbox-badge')).toHaveCount(0);
});
