import { expect, test } from '@playwright/test';
import { withDb } from './support/db';
import { fund, registerPlayer } from './support/players';
import { signOut, useEnglish } from './support/session';

// The agent centre (issue 10, part A) through the real UI: an agent signs in on the agent
// page and lands on /agentHome, sees the team overview, opens a downline account, finds it in
// team management and transfers money to it with the payment password.

test.beforeEach(async ({ context }) => {
  await useEnglish(context);
});

test('an agent signs in on the agent page, opens a downline account and transfers to it', async ({
  page,
}) => {
  const agent = await registerPlayer(page, 'agt');
  await withDb((db) => db.query('UPDATE members SET type = 1 WHERE username = $1', [agent]));
  await fund(page.request, agent, '500');
  await signOut(page);

  await page.goto('/agentHome');
  const login = page.getByRole('dialog').filter({ has: page.locator('#login-username') });
  await expect(login).toBeVisible();
  await page.locator('#login-username').fill(agent);
  await page.locator('#login-password').fill('Abc12345');
  await page.getByRole('button', { name: 'Log in', exact: true }).last().click();
  await expect(page).toHaveURL(/\/agentHome/);
  const news = page.getByRole('dialog', { name: 'News' });
  await news
    .waitFor({ timeout: 5_000 })
    .then(() => news.getByRole('button', { name: 'Close' }).first().click())
    .catch(() => undefined);

  const centre = page.getByRole('dialog', { name: 'Agent centre' });
  await expect(centre).toBeVisible();
  await expect(centre.getByRole('heading', { name: 'Team overview' })).toBeVisible();
  const overview = centre.getByTestId('team-overview');
  await expect(overview).toContainText('Team size');
  await expect(overview.locator('.ac-figure').first()).toContainText('0');

  const downline = `dl${Date.now().toString(36)}`;
  await centre.getByRole('button', { name: 'Account registration' }).click();
  await centre.locator('#open-username').fill(downline);
  await centre.getByRole('button', { name: 'Open account' }).click();
  await expect(centre.locator('.form-alert')).toContainText(`Account ${downline} is open.`);

  await centre.getByRole('button', { name: 'Team management' }).click();
  await expect(centre.getByTestId('team-list')).toContainText(downline);

  await centre.getByRole('button', { name: 'Transfer to downline' }).click();
  await centre.locator('#downline-username').fill(downline);
  await centre.locator('#downline-amount').fill('120.50');
  await centre.locator('#downline-password').fill('135790');
  await centre.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(centre.locator('.form-alert')).toContainText(`120.50 sent to ${downline}.`);

  await centre.getByRole('button', { name: 'Team management' }).click();
  await expect(centre.getByTestId('team-list')).toContainText('120.50');
  await centre.getByRole('button', { name: 'Team overview' }).click();
  await expect(overview.locator('.ac-figure').first()).toContainText('1');
});
