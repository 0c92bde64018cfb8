import { expect, test } from '@playwright/test';
import { operatorToken, registerPlayer } from './support/players';
import { closeDialogs, openAccountMenuItem, useEnglish } from './support/session';
import { withDb } from './support/db';

// The cashier (issue 4) through the real UI: deposit through the sandbox gateway, the balance
// changes, add a bank card, withdraw (the amount is held), an operator approves through the
// operator API, the player confirms receipt.

test.beforeEach(async ({ context }) => {
  await useEnglish(context);
  // A fresh deposit would otherwise wait for 100 % turnover before it can be withdrawn.
  await withDb((db) =>
    db.query(
      `UPDATE cashier_settings SET turnover_multiple_bps = 0
        WHERE merchant_id = (SELECT id FROM merchants WHERE code = 'DEMO')`,
    ),
  );
});

test('deposit through the sandbox gateway, withdraw to a bank card, operator approves, receipt confirmed', async ({
  page,
  context,
}) => {
  await registerPlayer(page, 'cash');
  const centre = page.locator('.mc__page');

  await openAccountMenuItem(page, 'Deposit');
  await page.getByRole('radio', { name: /Sandbox Pay \(online\)/ }).check();
  await page.getByLabel(/^Amount/).fill('1000');
  await centre.getByRole('button', { name: 'Deposit', exact: true }).click();
  const link = page.getByRole('link', { name: 'Open payment page' });
  const payUrl = await link.getAttribute('href');
  expect(payUrl).toBeTruthy();
  const pay = await context.newPage();
  await pay.goto(payUrl!);
  await pay.getByRole('button', { name: 'Pay', exact: true }).click();
  await pay.waitForLoadState('networkidle');
  await pay.close();

  await closeDialogs(page);
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh balance' }).click();
    await expect(page.locator('.account-area')).toContainText('1,000.00', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });

  await openAccountMenuItem(page, 'Withdrawal');
  await centre.getByRole('tab', { name: 'Payout accounts' }).click();
  await page.locator('#card-name').fill('Cash Player');
  await page.locator('#card-number').fill('001234567890');
  await page.locator('#card-password').fill('135790');
  await centre.getByRole('button', { name: 'Save' }).click();
  await expect(centre).toContainText('7890');

  await centre.getByRole('tab', { name: 'Withdraw' }).click();
  await page.locator('#withdraw-amount').fill('500');
  await page.locator('#withdraw-password').fill('135790');
  await centre.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(centre.locator('.form-alert').first()).toBeVisible();

  // The 500.00 is held: the available balance drops at once.
  await closeDialogs(page);
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh balance' }).click();
    await expect(page.locator('.account-area')).toContainText('500.00', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });

  const token = await operatorToken(page.request, 'cashier1');
  const pending = await page.request.get('/ops/withdrawals?status=pending', {
    headers: { authorization: token },
  });
  const orderNo = ((await pending.json()) as { value: { list: { orderNo: string }[] } }).value
    .list[0]?.orderNo;
  expect(orderNo).toBeTruthy();
  const approved = await page.request.post(`/ops/withdrawals/${orderNo}/approve`, {
    headers: { authorization: token },
    data: {},
  });
  expect(((await approved.json()) as { success: boolean }).success).toBe(true);

  await openAccountMenuItem(page, 'Withdrawal');
  await centre.getByRole('tab', { name: 'Records' }).click();
  await centre.getByRole('button', { name: 'Confirm receipt' }).first().click();
  await page.getByRole('dialog').last().getByRole('button', { name: 'Submit' }).click();
  await expect(centre.getByRole('button', { name: 'Confirm receipt' })).toHaveCount(0);
  await expect(centre).toContainText(/fully received/i);
});
