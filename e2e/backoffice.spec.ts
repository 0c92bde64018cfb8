import { expect, test, type Page } from '@playwright/test';
import { enableRealtimeSalary } from './support/contracts';
import { withDb } from './support/db';
import { fund, operatorToken, registerPlayer } from './support/players';
import { closeDialogs, logIn, openAccountMenuItem, signOut, useEnglish } from './support/session';

/**
 * The back office at /backoffice/: operators sign in with their role, see only the sections the
 * role holds, and act on real members; the player site feels the change.
 */
async function signInToBackOffice(page: Page, username: string) {
  await page.goto('/backoffice/');
  await page.getByLabel('User name').fill(username);
  await page.getByLabel('Password').fill('Operator123');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/** The player's withdrawal order number, once the request is stored ('' before). */
const withdrawalOf = (username: string) =>
  withDb(async (db) => {
    const r = await db.query<{ order_no: string }>(
      `SELECT w.order_no FROM withdrawals w JOIN members m ON m.id = w.member_id
        WHERE m.username = $1`,
      [username],
    );
    return r.rows[0]?.order_no ?? '';
  });

test.beforeEach(async ({ context }) => {
  await useEnglish(context);
});

test('a supervisor locks a member, who can then no longer log in', async ({ page, context }) => {
  const username = await registerPlayer(page, 'lk');
  await signOut(page);

  const office = await context.newPage();
  await signInToBackOffice(office, 'supervisor1');
  const nav = office.getByRole('navigation', { name: 'Sections' });
  await nav.getByRole('link', { name: 'Members' }).click();
  await office.getByLabel('Search for').fill(username);
  await office.getByRole('button', { name: 'Search', exact: true }).click();
  const row = office.getByRole('row', { name: new RegExp(username) });
  await expect(row).toContainText('Active');
  await row.getByRole('button', { name: `Lock ${username}` }).click();
  await row.getByLabel('Reason').fill('journey: suspected fraud');
  await row.getByRole('button', { name: `Lock ${username}` }).click();
  await expect(row).toContainText('Locked');

  // The audit viewer shows who did it, with the status before and after.
  await nav.getByRole('link', { name: 'Audit log' }).click();
  await office.getByLabel('Action').fill('member_locked');
  await office.getByRole('button', { name: 'Filter' }).click();
  const entry = office.getByRole('row', { name: /member_locked/ }).first();
  await expect(entry).toContainText('supervisor1');
  await expect(entry).toContainText('"status":"active"');
  await expect(entry).toContainText('"status":"locked"');

  await page.bringToFront();
  await logIn(page, username, 'Abc12345');
  await expect(page.getByText('This account is disabled').first()).toBeVisible();
});

test("a cashier sees no lock and the server refuses a supervisor's action", async ({ page }) => {
  await signInToBackOffice(page, 'cashier1');
  const nav = page.getByRole('navigation', { name: 'Sections' });
  await expect(nav.getByRole('link', { name: 'Withdrawals' })).toBeVisible();
  await nav.getByRole('link', { name: 'Members' }).click();
  await expect(page.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);

  const token = await page.evaluate(
    () =>
      (
        JSON.parse(sessionStorage.getItem('wl.backoffice.session') ?? '{}') as {
          token?: string;
        }
      ).token,
  );
  const refused = await page.request.post('/ops/members/1/lock', {
    headers: { authorization: token ?? '' },
    data: { reason: 'not my job' },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { errorCode: string }).errorCode).toBe(
    'operator_role_forbidden',
  );
});

test('a cashier approves a withdrawal in the review queue', async ({ page, context }) => {
  await withDb((db) =>
    db.query(
      `UPDATE cashier_settings SET turnover_multiple_bps = 0
        WHERE merchant_id = (SELECT id FROM merchants WHERE code = 'DEMO')`,
    ),
  );
  const username = await registerPlayer(page, 'wd');
  await fund(page.request, username, '800.00');
  const centre = page.locator('.mc__page');
  await openAccountMenuItem(page, 'Withdrawal');
  await centre.getByRole('tab', { name: 'Payout accounts' }).click();
  await page.locator('#card-name').fill('Office Player');
  await page.locator('#card-number').fill('009876543210');
  await page.locator('#card-password').fill('135790');
  await centre.getByRole('button', { name: 'Save' }).click();
  await expect(centre).toContainText('3210');
  await centre.getByRole('tab', { name: 'Withdraw' }).click();
  await page.locator('#withdraw-amount').fill('300');
  await page.locator('#withdraw-password').fill('135790');
  await centre.getByRole('button', { name: 'Withdraw', exact: true }).click();

  await expect.poll(() => withdrawalOf(username), { timeout: 15_000 }).toMatch(/^W/);
  const orderNo = await withdrawalOf(username);

  const office = await context.newPage();
  await signInToBackOffice(office, 'cashier1');
  await office
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', {
      name: 'Withdrawals',
    })
    .click();
  const row = office.getByRole('row', { name: new RegExp(orderNo) });
  await expect(row).toContainText('300.00');
  await row.getByRole('button', { name: `Approve ${orderNo}` }).click();
  await expect(row).toHaveCount(0);
  await office.getByLabel('Status').selectOption('approved');
  await expect(office.getByRole('row', { name: new RegExp(orderNo) })).toContainText('Approved');
});

test('a supervisor adjusts a balance and resets a password on the member page', async ({
  page,
  context,
}) => {
  const username = await registerPlayer(page, 'mp');
  await signOut(page);

  const office = await context.newPage();
  await signInToBackOffice(office, 'supervisor1');
  await office
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'Members' })
    .click();
  await office.getByLabel('Search for').fill(username);
  await office.getByRole('button', { name: 'Search', exact: true }).click();
  await office.getByRole('link', { name: username, exact: true }).click();
  await expect(office.getByRole('heading', { level: 1, name: username })).toBeVisible();

  // Below the merchant's threshold the adjustment applies at once and shows in the ledger.
  const adjust = office.getByRole('form', { name: 'Adjust balance' });
  // A mistyped amount and a too-short reason say why under their fields; nothing is sent.
  await adjust.getByLabel('Amount').fill('25,00');
  await adjust.getByLabel('Reason').fill('ok');
  await adjust.getByRole('button', { name: 'Adjust balance' }).click();
  await expect(
    adjust.getByRole('textbox', { name: 'Amount', exact: true }),
  ).toHaveAccessibleDescription('Not in the expected format.');
  await expect(
    adjust.getByRole('textbox', { name: 'Reason', exact: true }),
  ).toHaveAccessibleDescription('Too short or too small.');
  await expect(office.getByRole('row', { name: /ADJUSTMENT/ })).toHaveCount(0);
  await adjust.getByLabel('Amount').fill('25.00');
  await adjust.getByLabel('Reason').fill('journey: goodwill');
  await adjust.getByRole('button', { name: 'Adjust balance' }).click();
  await expect(adjust.getByRole('status')).toContainText('Adjustment of 25.00 applied.');
  await expect(office.getByRole('row', { name: /ADJUSTMENT/ })).toContainText('25.00');

  const reset = office.getByRole('form', { name: 'Reset password' });
  await reset.getByLabel('Reason for the reset').fill('journey: member called');
  await reset.getByRole('button', { name: 'Reset password' }).click();
  const oneTime = reset.getByRole('status').locator('code');
  await expect(oneTime).toHaveText(/^[\w-]{10}$/);
  const temporary = (await oneTime.textContent()) ?? '';
  await expect(office.locator('.profile')).toContainText('Must change passwordYes');

  // The member signs in with the one-time password and must set a new one first.
  await page.bringToFront();
  await logIn(page, username, temporary);
  await expect(
    page.getByText('Your password has to be changed before you continue.'),
  ).toBeVisible();
});

test('an agent manager finds an agent in the tree, reads its team and ends its contract', async ({
  page,
}) => {
  const tag = Date.now().toString(36);
  const [topName, subName, playerName] = [`bt${tag}`, `bs${tag}`, `bp${tag}`];
  // A small tree set up directly: top agent → sub agent → player with one settled round.
  await withDb(async (db) => {
    const add = `INSERT INTO members (merchant_id, username, type, upline_id)
                 SELECT id, $1, $2, (SELECT id FROM members WHERE username = $3)
                   FROM merchants WHERE code = 'DEMO'`;
    await db.query(add, [topName, 1, null]);
    await db.query(add, [subName, 1, topName]);
    await db.query(add, [playerName, 0, subName]);
    await db.query(
      `INSERT INTO bet_rounds (merchant_id, member_id, vendor_code, round_id, game_code, currency,
                               stake_minor, payout_minor, status, started_at, settled_at)
       SELECT merchant_id, id, 'HOUSE', gen_random_uuid()::text, 'lucky-sevens', 'PHP', 5000,
              1000, 'settled', now(), now() FROM members WHERE username = $1`,
      [playerName],
    );
  });
  const boss = await operatorToken(page.request, 'supervisor1');
  await enableRealtimeSalary(page.request, boss);
  const offered = await page.request.post('/ops/contracts', {
    headers: { authorization: boss },
    data: { downlineUsername: topName, kind: 'realtime_salary', tiers: [{ ratio: '2' }] },
  });
  expect(((await offered.json()) as { success: boolean }).success).toBe(true);

  await signInToBackOffice(page, 'agentmanager1');
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'Agents' })
    .click();
  const jumpTo = async (username: string) => {
    await page.getByLabel('Find by user name').fill(username);
    await page.getByRole('button', { name: 'Jump to' }).click();
  };
  // The found agent's downline is open; further levels open one at a time.
  await jumpTo(topName);
  await expect(page.getByRole('link', { name: subName, exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Show the downline of ${subName}` }).click();
  await expect(page.getByRole('link', { name: playerName, exact: true })).toBeVisible();

  // Jumping by user name opens the chain from the top down to the member.
  await jumpTo(playerName.toUpperCase());
  const found = page.locator('li[aria-current="true"]');
  await expect(found.getByRole('link', { name: playerName, exact: true })).toBeVisible();
  await expect(page.locator('.agent-path')).toContainText(topName);
  await page.getByRole('link', { name: subName, exact: true }).click();

  // The sub agent's team figures for today: the player's round.
  await expect(page.getByRole('heading', { level: 1, name: subName })).toBeVisible();
  await page.getByLabel('Period').selectOption('today');
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page.locator('.profile')).toContainText('Valid bets50.00');
  await expect(page.locator('.profile')).toContainText('House profit40.00');

  // The top agent's offered contract ends with a reason, and the audit log has it.
  await page.getByRole('link', { name: 'Back to the tree' }).click();
  await jumpTo(topName);
  await page.getByRole('link', { name: topName, exact: true }).click();
  const contract = page.getByRole('row', { name: /Real-time salary/ });
  await expect(contract).toContainText('Offered');
  await contract.getByRole('button', { name: /Terminate contract/ }).click();
  await contract.getByLabel('Reason').fill('journey: agent left');
  await contract.getByRole('button', { name: /Terminate contract/ }).click();
  await expect(contract).toContainText('Terminated');
  const audited = await withDb(async (db) => {
    const r = await db.query(
      `SELECT 1 FROM audit_log WHERE action = 'contract_terminate'
          AND after->>'reason' = 'journey: agent left'`,
    );
    return r.rowCount;
  });
  expect(audited).toBe(1);
});

test("a cashier sets a channel's limits and order, the deposit page follows; disables a bank card", async ({
  page,
  context,
}) => {
  const username = await registerPlayer(page, 'chn');
  const account = `77${Date.now().toString().slice(-8)}`;
  await withDb((db) =>
    db.query(
      `INSERT INTO payout_accounts (merchant_id, member_id, card_type, bank_code, account_name, account_number)
       SELECT merchant_id, id, 'BC', 'BDO', 'Chan Player', $2 FROM members WHERE username = $1`,
      [username, account],
    ),
  );

  const office = await context.newPage();
  await signInToBackOffice(office, 'cashier1');
  const nav = office.getByRole('navigation', { name: 'Sections' });
  await nav.getByRole('link', { name: 'Deposit channels' }).click();
  await office.getByRole('button', { name: 'Edit Bank transfer (BDO)' }).click();
  const dialog = office.getByRole('dialog', { name: 'Edit Bank transfer (BDO)' });
  // By role and exact name: a refusal under one field may name the other one.
  const minimum = dialog.getByRole('textbox', { name: 'Minimum', exact: true });
  const maximum = dialog.getByRole('textbox', { name: 'Maximum', exact: true });
  // A mistyped amount is refused under its field before anything is sent.
  await minimum.fill('1.5.0');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(minimum).toHaveAccessibleDescription('Not in the expected format.');
  // A maximum below the minimum is refused by the server, under the maximum, and nothing changes.
  await minimum.fill('150');
  await maximum.fill('100');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The maximum must not be below the minimum.');
  await expect(maximum).toHaveAccessibleDescription('The maximum must not be below the minimum.');
  await expect(minimum).not.toHaveAttribute('aria-invalid', 'true');
  await maximum.fill('80000');
  await dialog.getByLabel('Order').fill('30');
  await dialog.getByRole('button', { name: 'Save' }).click();
  const row = office.getByRole('row', { name: /Bank transfer \(BDO\)/ });
  await expect(row).toContainText('150.00');
  await expect(row).toContainText('80000.00');

  // The player's deposit page lists the channel last, with the new limits.
  await page.bringToFront();
  await openAccountMenuItem(page, 'Deposit');
  const options = page.locator('.wallet-option');
  await expect(options.last()).toContainText('Bank transfer (BDO)');
  await expect(options.last()).toContainText('150.00');

  // A bank card found by its number is disabled with a reason, shown as text.
  await office.bringToFront();
  await nav.getByRole('link', { name: 'Bank cards' }).click();
  await office.getByLabel('User name, account number or name').fill(account);
  await office.getByRole('button', { name: 'Search', exact: true }).click();
  const card = office.getByRole('row', { name: new RegExp(account) });
  await expect(card).toContainText(username);
  await card.getByRole('button', { name: `Disable account ${account}` }).click();
  await card.getByLabel('Reason').fill('<img src=x onerror=alert(1)> not the owner');
  await card.getByRole('button', { name: `Disable account ${account}` }).click();
  await expect(card).toContainText('Disabled — <img src=x onerror=alert(1)> not the owner');
});

test('a risk officer labels a member; the member page shows bonuses and points', async ({
  page,
}) => {
  const username = await registerPlayer(page, 'lbl');
  await signOut(page);
  await signInToBackOffice(page, 'risk1');
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'Members' })
    .click();
  await page.getByLabel('Search for').fill(username);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('link', { name: username, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Bonuses' })).toBeVisible();
  await expect(page.getByText('Balance 0 · held 0 · available 0')).toBeVisible();

  const labels = page.getByRole('form', { name: 'Edit labels' });
  // A script is not a label: refused before it is sent, nothing saved.
  await labels.getByLabel('Labels (comma-separated)').fill('vip, <script>alert(1)</script>');
  await labels.getByRole('button', { name: 'Save labels' }).click();
  await expect(labels.getByRole('alert')).toContainText('Up to 10 labels');
  await expect(page.locator('.profile')).toContainText('Labels—');
  await labels.getByLabel('Labels (comma-separated)').fill('vip, watch list');
  await labels.getByRole('button', { name: 'Save labels' }).click();
  await expect(labels.getByRole('status')).toHaveText('Labels saved.');
  await expect(page.locator('.profile')).toContainText('Labelsvip, watch list');
});

/** A 1 × 1 PNG: real image bytes, as the server checks uploads by content. */
const PROOF_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('a member reports a payout not received with a proof picture; a cashier sees it and resolves', async ({
  page,
  context,
}) => {
  await withDb((db) =>
    db.query(
      `UPDATE cashier_settings SET turnover_multiple_bps = 0
        WHERE merchant_id = (SELECT id FROM merchants WHERE code = 'DEMO')`,
    ),
  );
  const username = await registerPlayer(page, 'dsp');
  await fund(page.request, username, '600.00');
  const centre = page.locator('.mc__page');
  await openAccountMenuItem(page, 'Withdrawal');
  await centre.getByRole('tab', { name: 'Payout accounts' }).click();
  await page.locator('#card-name').fill('Dispute Player');
  await page.locator('#card-number').fill('005551234567');
  await page.locator('#card-password').fill('135790');
  await centre.getByRole('button', { name: 'Save' }).click();
  await expect(centre).toContainText('4567');
  await centre.getByRole('tab', { name: 'Withdraw' }).click();
  await page.locator('#withdraw-amount').fill('250');
  await page.locator('#withdraw-password').fill('135790');
  await centre.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect.poll(() => withdrawalOf(username), { timeout: 15_000 }).toMatch(/^W/);
  const orderNo = await withdrawalOf(username);
  const approved = await page.request.post(`/ops/withdrawals/${orderNo}/approve`, {
    headers: { authorization: await operatorToken(page.request, 'cashier1') },
    data: {},
  });
  expect(((await approved.json()) as { success: boolean }).success).toBe(true);

  // The member: the payout did not arrive; a picture of the bank statement goes with it.
  await closeDialogs(page);
  await openAccountMenuItem(page, 'Withdrawal');
  await centre.getByRole('tab', { name: 'Records' }).click();
  await centre.getByRole('button', { name: 'Confirm receipt' }).first().click();
  const dialog = page.getByRole('dialog').last();
  await dialog.getByRole('radio', { name: 'Not received' }).check();
  await dialog.getByLabel('Proof images').setInputFiles({
    name: 'statement.png',
    mimeType: 'image/png',
    buffer: PROOF_PNG,
  });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(centre).toContainText('Not received');

  // The cashier: the dispute is listed with its proof, then closed as received.
  const office = await context.newPage();
  await signInToBackOffice(office, 'cashier1');
  await office
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'Receipt disputes' })
    .click();
  const row = office.getByRole('row', { name: new RegExp(orderNo) });
  await expect(row).toContainText('250.00');
  await row.getByRole('button', { name: `Proof for ${orderNo}` }).click();
  const proof = office.getByRole('img', { name: `Proof picture 1 for ${orderNo}` });
  await expect(proof).toBeVisible();
  await expect
    .poll(() => proof.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(1);
  await office.getByRole('button', { name: 'Close' }).click();
  await row.getByRole('button', { name: `Mark ${orderNo} as received` }).click();
  const form = office.getByRole('form', { name: `Mark ${orderNo} as received` });
  await form.getByLabel('Reason').fill('bank confirmed the transfer');
  await form.getByRole('button', { name: `Mark ${orderNo} as received` }).click();
  await expect(office.getByRole('row', { name: new RegExp(orderNo) })).toHaveCount(0);
  // The member's record follows.
  await page.reload();
  await openAccountMenuItem(page, 'Withdrawal');
  await centre.getByRole('tab', { name: 'Records' }).click();
  await expect(centre).toContainText('Received (auto-confirmed)');
});
