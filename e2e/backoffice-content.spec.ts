import { expect, test, type Page } from '@playwright/test';
import { useEnglish } from './support/session';

/**
 * A content operator publishes a banner and a marquee notice in English and Traditional
 * Chinese in the back office; the player site shows each language's version at once.
 */
async function signInToBackOffice(page: Page, username: string) {
  await page.goto('/backoffice/');
  await page.getByLabel('User name').fill(username);
  await page.getByLabel('Password').fill('Operator123');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/** Fills the open editor's language versions: English first, then one added for TW. */
async function fillLanguages(dialog: ReturnType<Page['getByRole']>, en: string, tw: string) {
  await dialog.getByLabel('Title', { exact: true }).first().fill(en);
  await dialog.getByRole('button', { name: 'Add a language' }).click();
  await dialog
    .getByRole('combobox', { name: /^Language/ })
    .nth(1)
    .selectOption('TW');
  await dialog.getByLabel('Title', { exact: true }).nth(1).fill(tw);
}

test('a content operator publishes a banner and a notice in two languages', async ({ browser }) => {
  const stamp = Date.now().toString(36);
  const english = await browser.newContext();
  await useEnglish(english);
  const office = await english.newPage();
  await signInToBackOffice(office, 'content1');
  const nav = office.getByRole('navigation', { name: 'Sections' });

  await nav.getByRole('link', { name: 'Banners' }).click();
  await office.getByRole('button', { name: 'New banner' }).click();
  let dialog = office.getByRole('dialog', { name: 'New banner' });
  await dialog.getByLabel('Key').fill(`journey-${stamp}`);
  await dialog.getByLabel('Group').selectOption('w_home');
  await fillLanguages(dialog, `Journey banner ${stamp}`, `旅程橫幅 ${stamp}`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(office.getByRole('row', { name: new RegExp(`journey-${stamp}`) })).toContainText(
    `旅程橫幅 ${stamp}`,
  );

  await nav.getByRole('link', { name: 'Notices' }).click();
  await office.getByRole('button', { name: 'New notice' }).click();
  dialog = office.getByRole('dialog', { name: 'New notice' });
  await dialog.getByLabel('Key').fill(`journey-${stamp}`);
  await dialog.getByLabel('Type').selectOption('PL');
  await fillLanguages(dialog, `Journey notice ${stamp}`, `旅程公告 ${stamp}`);
  await dialog.getByLabel('Text (HTML)').first().fill('<p>Hello<script>alert(1)</script></p>');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(office.getByRole('row', { name: new RegExp(`journey-${stamp}`) })).toBeVisible();

  // The player site in English, then in the merchant's default language (Traditional Chinese).
  const player = await english.newPage();
  await player.goto('/');
  // A generated picture carries no text: the banner's title is page text over it (ADR 0033).
  await expect(player.getByText(`Journey banner ${stamp}`, { exact: true })).toBeAttached();
  await expect(player.getByRole('button', { name: `Journey notice ${stamp}` })).toBeAttached();

  const chinese = await browser.newContext();
  const tw = await chinese.newPage();
  await tw.goto('/');
  await expect(tw.getByText(`旅程橫幅 ${stamp}`, { exact: true })).toBeAttached();
  await expect(tw.getByRole('button', { name: `旅程公告 ${stamp}` })).toBeAttached();
  await english.close();
  await chinese.close();
});

test("an admin changes a registration field rule and the player's form follows", async ({
  browser,
}) => {
  const context = await browser.newContext();
  await useEnglish(context);
  const player = await context.newPage();
  await player.goto('/register');
  await player.getByRole('tab', { name: 'User name' }).click();
  await expect(player.locator('#register-wechat')).toBeVisible();

  const office = await context.newPage();
  await signInToBackOffice(office, 'admin1');
  await office
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'Settings' })
    .click();
  const toggle = async (shown: boolean) => {
    await office.getByRole('button', { name: 'Edit the wechat rule' }).click();
    const dialog = office.getByRole('dialog', { name: 'Edit the wechat rule' });
    await dialog.getByLabel('Shown').setChecked(shown);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    const row = office.getByRole('row', { name: /^wechat / });
    await expect(row.getByRole('cell').nth(1)).toHaveText(shown ? 'Yes' : 'No');
  };
  await toggle(false);

  await player.bringToFront();
  await player.goto('/register');
  await player.getByRole('tab', { name: 'User name' }).click();
  await expect(player.locator('#register-username')).toBeVisible();
  await expect(player.locator('#register-wechat')).toHaveCount(0);

  // Put the demo merchant's rule back for the journeys that follow.
  await office.bringToFront();
  await toggle(true);
  await context.close();
});
