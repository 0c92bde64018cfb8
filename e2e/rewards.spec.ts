import { expect, test, type Page } from '@playwright/test';
import { depositThroughSandbox, spinLuckySevens } from './support/play';
import { fund, operatorToken, registerPlayer } from './support/players';
import { closeDialogs, openAccountMenuItem, useEnglish } from './support/session';

// Rewards (issue 11) through the real UI, on the demo seed's missions, VIP levels, rebate rates
// and invite-friends rule: a member claims a mission reward and a promotion from the reward
// centre, plays and claims self-service rebate, sees the VIP page and the mission leaderboard;
// a friend registers through the member's link, deposits and plays, and the member sees the
// friend qualify and claims the invitation reward.

test.beforeEach(async ({ context }) => {
  await useEnglish(context);
});

async function openCentrePage(page: Page, name: string | RegExp) {
  await openAccountMenuItem(page, 'Member centre');
  await page.locator('.mc__nav').getByRole('button', { name }).click();
  return page.locator('.mc__page');
}

test('reward centre, rebate, VIP, missions and a friend invited through the link', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  // The merchant asks little of a friend here, so one spin qualifies them, and pays the
  // highest rebate on slots, so a few spins accrue some.
  const supervisor = { authorization: await operatorToken(request, 'supervisor1') };
  const rate = await request.put('/ops/rebate-rates', {
    headers: supervisor,
    data: { gameType: 'RNG', vipLevel: 0, rateBps: 500 },
  });
  expect(((await rate.json()) as { success: boolean }).success).toBe(true);
  const rule = await request.post('/ops/referral-rule', {
    headers: supervisor,
    data: {
      minFirstDeposit: '100',
      minTurnover: '0.01',
      reward: '28',
      wageringMultipleBps: 10_000,
      validDays: 30,
    },
  });
  expect(((await rule.json()) as { success: boolean }).success).toBe(true);

  const member = await registerPlayer(page, 'rwd');

  // Invite friends: the side bar's entry opens the member's code, link and QR code.
  await closeDialogs(page);
  await page
    .getByRole('complementary', { name: 'Quick links' })
    .getByRole('button', { name: 'Invite friends' })
    .click();
  let centre = page.locator('.mc__page');
  const code = ((await centre.locator('.referral__code').textContent()) ?? '').trim();
  expect(code).toMatch(/^[A-Z0-9]{8}$/);
  const link = await centre.getByRole('textbox', { name: 'Your invitation link' }).inputValue();
  expect(link).toContain(`/register?referralCode=${code}`);
  await expect(centre.getByRole('img', { name: 'QR code of your invitation link' })).toBeVisible();
  await expect(centre).toContainText('No friend has joined with your code yet.');

  // Missions: registering logged the member in, so today's login mission is done; its reward
  // is claimed on the mission page, and the leaderboard of the day is there.
  centre = await openCentrePage(page, /Mission activity/);
  await centre.getByRole('button', { name: 'Claim the reward: Log in today' }).click();
  await expect(centre.getByText(/^Claimed .*2\.00\. It is in your main wallet\.$/)).toBeVisible();
  await expect(centre.getByRole('heading', { name: 'Leaderboard' })).toBeVisible();

  // Reward centre: the new-member promotion, claimed there as a bonus.
  centre = await openCentrePage(page, /Reward centre/);
  await centre.getByRole('button', { name: 'Claim: Promotion bonus' }).first().click();
  // A promotion pays a bonus with wagering: the message says where it went.
  await expect(
    centre.getByText(/^Claimed .*8\.00\. .*bonuses are under Bonus details/),
  ).toBeVisible();
  await closeDialogs(page);

  // Self-service rebate: four spins of the house slot (0.40 at 5 %) accrue 0.02; claim it.
  await fund(request, member, '200');
  await spinLuckySevens(page, 4);
  centre = await openCentrePage(page, /Self-service rebate/);
  await expect(async () => {
    await expect(centre.getByRole('button', { name: 'Claim rebate' })).toBeEnabled({
      timeout: 2_000,
    });
  }).toPass({ timeout: 30_000 });
  await centre.getByRole('button', { name: 'Claim rebate' }).click();
  await expect(centre.getByText(/^Claimed .*\. It is in your main wallet\.$/)).toBeVisible();

  // Each movement is in the account record: the rebate, the mission reward, the bonus.
  await page.locator('.mc__nav').getByRole('button', { name: 'Account record' }).click();
  const row = (type: RegExp) => centre.getByRole('row').filter({ hasText: type }).first();
  await expect(row(/^Rebate/)).toContainText('0.02');
  await expect(row(/^Promotion/)).toContainText('2.00');
  await expect(row(/^Bonus/)).toContainText('8.00');
  await closeDialogs(page);

  // The VIP page: the level table and the member's level.
  await page.goto('/vip');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Bronze').first()).toBeVisible();
  await expect(page.getByRole('table')).toContainText('Diamond');

  // A friend opens the link in another browser, registers, deposits and plays.
  const friendContext = await browser.newContext();
  await useEnglish(friendContext);
  const friendPage = await friendContext.newPage();
  await registerPlayer(friendPage, 'frd', { path: `/register?referralCode=${code}` });
  await depositThroughSandbox(friendPage, '100');
  await spinLuckySevens(friendPage);
  await friendContext.close();

  // Back with the member: the friend qualified; the reward waits in the reward centre.
  centre = await openCentrePage(page, /Invite friends/);
  await expect(async () => {
    await page
      .locator('.mc__nav')
      .getByRole('button', { name: /Reward centre/ })
      .click();
    await page
      .locator('.mc__nav')
      .getByRole('button', { name: /Invite friends/ })
      .click();
    await expect(centre.getByRole('table')).toContainText(
      'Qualified: claim it in the reward centre',
      {
        timeout: 3_000,
      },
    );
  }).toPass({ timeout: 60_000 });
  await expect(centre.locator('.referral__stats')).toContainText('1');
  await centre.getByRole('button', { name: 'Open the reward centre' }).click();
  await centre.getByRole('button', { name: 'Claim: Invitation reward' }).click();
  await expect(
    centre.getByText(/^Claimed .*28\.00\. .*bonuses are under Bonus details/),
  ).toBeVisible();
  await page
    .locator('.mc__nav')
    .getByRole('button', { name: /Invite friends/ })
    .click();
  await expect(centre.getByRole('table')).toContainText('Reward claimed');
  // The invitation reward is a bonus with its wagering, listed under bonus details.
  await page
    .locator('.mc__nav')
    .getByRole('button', { name: /Bonus details/ })
    .click();
  await expect(centre).toContainText('28.00');
});
