import { expect, test, type Page } from '@playwright/test';
import { signInToBackOffice } from './support/backoffice';
import { useEnglish } from './support/session';

/**
 * A content operator publishes a banner and a marquee notice in English and Traditional
 * Chinese in the back office; the player site shows each language's version at once. The same
 * for a help centre page (and its footer link) and the app download link.
 */
/** Fills the open editor's language versions: English first, then one added for TW. */
async function fillLanguages(dialog: ReturnType<Page['getByRole']>, en: string, tw: string) {
  // By role: the accessible name leaves out a refusal shown under the field (aria-hidden).
  const title = dialog.getByRole('textbox', { name: 'Title', exact: true });
  await title.first().fill(en);
  await dialog.getByRole('button', { name: 'Add a language' }).click();
  await dialog
    .getByRole('combobox', { name: /^Language/ })
    .nth(1)
    .selectOption('TW');
  await title.nth(1).fill(tw);
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
  // Saved without a title: the reason shows under the field, in the operator's language.
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Title', exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(dialog.getByText('Required.')).toBeVisible();
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
    .getByRole('link', { name: 'Settings', exact: true })
    .click();
  // Refusals show under their fields: the form's own rule first, then the server's answer.
  await office.getByRole('button', { name: 'Edit the wechat rule' }).click();
  const rule = office.getByRole('dialog', { name: 'Edit the wechat rule' });
  const shortest = rule.getByRole('spinbutton', { name: 'Shortest', exact: true });
  await shortest.fill('');
  await rule.getByRole('button', { name: 'Save' }).click();
  await expect(shortest).toHaveAccessibleDescription('Required.');
  await shortest.fill('200');
  await rule.getByRole('spinbutton', { name: 'Longest', exact: true }).fill('10');
  await rule.getByRole('button', { name: 'Save' }).click();
  await expect(shortest).toHaveAccessibleDescription('The minimum must not be above the maximum.');
  await rule.getByRole('button', { name: 'Cancel' }).click();
  await expect(rule).toBeHidden();
  const languages = office.getByRole('region', { name: 'Languages' });
  const defaultLanguage = languages.getByRole('textbox', { name: 'Default language', exact: true });
  await defaultLanguage.fill('JA');
  await languages.getByRole('button', { name: 'Save' }).click();
  await expect(defaultLanguage).toHaveAccessibleDescription(
    'The default language must be one of the offered languages.',
  );
  await office.reload();
  await expect(
    office
      .getByRole('region', { name: 'Languages' })
      .getByRole('textbox', { name: 'Default language', exact: true }),
  ).not.toHaveValue('JA');

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

test('a content operator publishes a help page in two languages and changes the app link', async ({
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const english = await browser.newContext();
  await useEnglish(english);
  const office = await english.newPage();
  await signInToBackOffice(office, 'content1');
  const nav = office.getByRole('navigation', { name: 'Sections' });

  await nav.getByRole('link', { name: 'Help centre' }).click();
  await office.getByRole('button', { name: 'New help page' }).click();
  const dialog = office.getByRole('dialog', { name: 'New help page' });
  await dialog.getByLabel('Key', { exact: true }).fill(`journey-${stamp}`);
  await dialog.getByLabel('Section').fill('contact');
  await fillLanguages(dialog, `Journey help ${stamp}`, `旅程說明 ${stamp}`);
  await dialog
    .getByLabel('Text (HTML)')
    .first()
    .fill('<p>Call us<img src="x" onerror="document.title=1"></p>');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(office.getByRole('row', { name: new RegExp(`journey-${stamp}`) })).toContainText(
    `旅程說明 ${stamp}`,
  );

  await nav.getByRole('link', { name: 'Service and app links' }).click();
  // The Android entry among the app and social links, wherever the seed put it.
  const appLinks = office.getByRole('group', { name: 'App downloads and social links' });
  await expect(appLinks.getByLabel(/^Type/).first()).not.toHaveValue('');
  const types = await appLinks
    .getByLabel(/^Type/)
    .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
  const android = appLinks.getByLabel(/^Address/).nth(types.indexOf('Android'));
  await expect(android).toHaveValue('/down#android');
  // An address that is neither a web address nor a site path says why under itself; nothing saved.
  await android.fill('javascript:alert(1)');
  await office.getByRole('button', { name: 'Save' }).click();
  await expect(android).toHaveAccessibleDescription('Not in the expected format.');
  await expect(office.getByRole('status')).toHaveCount(0);
  const apk = `https://apps.example.com/journey-${stamp}.apk`;
  await android.fill(apk);
  await office.getByRole('button', { name: 'Save' }).click();
  await expect(office.getByRole('status')).toHaveText('Saved. The player site shows it now.');

  const player = await english.newPage();
  await player.goto('/help');
  await expect(player.getByRole('heading', { name: `Journey help ${stamp}` })).toBeVisible();
  await expect(player.getByText('Call us')).toBeVisible();
  expect(await player.title()).not.toBe('1');
  // The footer comes as the player scrolls towards it (apps/web/src/components/when-in-view.tsx).
  await player.mouse.wheel(0, 2000);
  await expect(
    player.getByRole('contentinfo').getByRole('link', { name: `Journey help ${stamp}` }),
  ).toBeVisible();
  await player.goto('/down');
  await expect(player.getByRole('link', { name: 'Download for Android' })).toHaveAttribute(
    'href',
    apk,
  );

  const chinese = await browser.newContext();
  const tw = await chinese.newPage();
  await tw.goto('/help');
  await expect(tw.getByRole('heading', { name: `旅程說明 ${stamp}` })).toBeVisible();

  // Put the demo merchant's link back, and take the page away, for the journeys that follow.
  await office.bringToFront();
  await android.fill('/down#android');
  await office.getByRole('button', { name: 'Save' }).click();
  await expect(office.getByRole('status')).toBeVisible();
  await nav.getByRole('link', { name: 'Help centre' }).click();
  office.once('dialog', (d) => void d.accept());
  await office.getByRole('button', { name: `Remove journey-${stamp}` }).click();
  await expect(office.getByRole('row', { name: new RegExp(`journey-${stamp}`) })).toHaveCount(0);
  await english.close();
  await chinese.close();
});
