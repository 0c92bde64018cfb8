import { expect, test, type Page } from '@playwright/test';
import { enableRealtimeSalary } from './support/contracts';
import { withDb } from './support/db';
import { operatorToken, registerPlayer } from './support/players';
import { closeNewsWheneverItOpens, useEnglish } from './support/session';

// Invitation codes and the pending-offer popup (issue 10) through the real UI: an agent with a
// real-time salary contract (signed in the offer dialog over its agent centre) makes an agent
// code that offers 1.5 %; a newcomer registers through the code's link, lands under the agent
// as an agent, sees the offer dialog after signing in and signs; the agent then sees the new
// member in team management with the contract in force, and the code's count.

test.beforeEach(async ({ context }) => {
  await useEnglish(context);
});

const centre = (page: Page) => page.getByRole('dialog', { name: 'Agent centre' });
const offers = (page: Page) => page.getByRole('dialog', { name: 'Contract offers' });

test('an agent invites through a code with terms; the newcomer lands below it and signs the offer', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const boss = await operatorToken(page.request, 'supervisor1');
  await enableRealtimeSalary(page.request, boss);

  const agentName = await registerPlayer(page, 'inag');
  await withDb((db) => db.query('UPDATE members SET type = 1 WHERE username = $1', [agentName]));
  const offered = await page.request.post('/ops/contracts', {
    headers: { authorization: boss },
    data: { downlineUsername: agentName, kind: 'realtime_salary', tiers: [{ ratio: '2' }] },
  });
  expect(((await offered.json()) as { success: boolean }).success).toBe(true);

  // The platform's offer opens over the agent centre; the agent signs it there.
  await closeNewsWheneverItOpens(page);
  await page.goto('/agentHome');
  await expect(offers(page)).toBeVisible({ timeout: 20_000 });
  await expect(offers(page)).toContainText('Real-time salary');
  await offers(page).getByRole('button', { name: 'Sign' }).click();
  await expect(offers(page)).toContainText('Signed. The contract is in force.');
  await offers(page).getByRole('button', { name: 'Later' }).click();

  // An agent code offering 1.5 %.
  const code = `IN${Date.now().toString(36).toUpperCase()}`.slice(0, 12);
  await centre(page).getByRole('button', { name: 'Account registration' }).click();
  const form = centre(page).getByRole('form', { name: 'Invitation codes' });
  await form.getByRole('radio', { name: 'Agent' }).check();
  await form.getByLabel('Contract offered on registration').selectOption('realtime_salary');
  await form.locator('#inv-ratio-0').fill('1.5');
  await form.locator('#inv-code').fill(code);
  await form.getByRole('button', { name: 'Create code' }).click();
  await expect(form.locator('.form-alert')).toContainText(`Code ${code} is ready.`);
  const row = centre(page).getByTestId('invite-codes').locator(`li[data-code="${code}"]`);
  await expect(row).toContainText('Real-time salary');
  const link = await row.getByRole('textbox', { name: 'Link' }).inputValue();
  expect(link).toMatch(new RegExp(`/register\\?r=${code}$`));
  await row.getByRole('button', { name: 'QR code' }).click();
  await expect(row.getByRole('img', { name: /QR code of the registration link/ })).toBeVisible();

  // The newcomer follows the link, registers and is offered the code's contract.
  const newContext = await browser.newContext();
  await useEnglish(newContext);
  const newcomer = await newContext.newPage();
  await closeNewsWheneverItOpens(newcomer);
  const newName = await registerPlayer(newcomer, 'innew', {
    path: new URL(link).pathname + new URL(link).search,
    keepOtherDialogs: true,
  });
  const placed = await withDb(async (db) => {
    const r = await db.query<{ type: number; upline: string }>(
      `SELECT m.type, u.username AS upline FROM members m JOIN members u ON u.id = m.upline_id
        WHERE m.username = $1`,
      [newName],
    );
    return r.rows[0];
  });
  expect(placed).toEqual({ type: 1, upline: agentName });
  await expect(offers(newcomer)).toBeVisible({ timeout: 20_000 });
  await expect(offers(newcomer)).toContainText(`offered by ${agentName}`);
  await expect(offers(newcomer)).toContainText('1.50%');
  await offers(newcomer).getByRole('button', { name: 'Sign' }).click();
  await expect(offers(newcomer)).toContainText('Signed. The contract is in force.');
  await newContext.close();

  // The agent sees the newcomer in its team with the contract in force, and the code's count.
  await centre(page).getByRole('button', { name: 'Team management' }).click();
  const member = centre(page)
    .getByTestId('team-list')
    .getByRole('row')
    .filter({ hasText: newName });
  await expect(member).toContainText('Agent');
  await expect(member.getByTestId('contract-status')).toContainText('Real-time salary: In force');
  await centre(page).getByRole('button', { name: 'Account registration' }).click();
  await expect(row.locator('[data-fact="registered"]')).toHaveText('1');
});
