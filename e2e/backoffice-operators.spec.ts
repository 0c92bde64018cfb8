import { expect, test } from '@playwright/test';
import { openBackOfficeSection } from './support/backoffice';

/**
 * Operator accounts (issue 13): an admin adds one. A refused value shows under its own field —
 * the form's rule before anything is sent, the server's answer after (a taken user name) — and
 * nothing is added until the form is right; then the account is listed, its role changed and
 * the account disabled from the list.
 */
test('an admin adds an operator; refusals show under their fields', async ({ browser }) => {
  const office = await openBackOfficeSection(browser, 'admin1', 'Operators');
  const username = `aop${Date.now() % 1_000_000}`;
  const rows = office.getByRole('row').filter({ hasText: username });
  const add = office.getByRole('button', { name: 'Add operator' });
  const form = office.locator('form').filter({ has: add });
  const name = form.getByLabel('User name');
  const password = form.getByLabel('First password');

  // Nothing typed: both fields say why, marked invalid, and nothing was sent.
  await add.click();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Required.');
  await expect(password).toHaveAccessibleDescription('Required.');

  await name.fill(username);
  await password.fill('short');
  await add.click();
  await expect(password).toHaveAccessibleDescription('Too short or too small.');
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');

  await password.fill('Operator123');
  await form.getByLabel('Role').selectOption({ label: 'Cashier' });
  await add.click();
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Active');
  // The form is emptied for the next account.
  await expect(name).toHaveValue('');

  // The same user name again: the server's refusal is shown, and the list is unchanged.
  await name.fill(username);
  await password.fill('Operator123');
  await add.click();
  await expect(office.getByText('This user name is taken.')).toBeVisible();
  await expect(rows).toHaveCount(1);

  // Role and status change from the list.
  await rows.getByRole('combobox', { name: `Role ${username}` }).selectOption({ label: 'Risk' });
  await expect(rows.getByRole('combobox', { name: `Role ${username}` })).toHaveValue('risk');
  await rows.getByRole('button', { name: 'Disable' }).click();
  await expect(rows).toContainText('Disabled');
  await office.reload();
  await expect(rows).toContainText('Disabled');
  await expect(rows.getByRole('combobox', { name: `Role ${username}` })).toHaveValue('risk');
  await office.context().close();
});
