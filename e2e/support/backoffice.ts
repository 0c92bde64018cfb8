import { expect, type Browser, type Page } from '@playwright/test';
import { useEnglish } from './session';

/** Signs a seeded operator (password Operator123) in to the back office at /backoffice/. */
export async function signInToBackOffice(page: Page, username: string) {
  await page.goto('/backoffice/');
  await page.getByLabel('User name').fill(username);
  await page.getByLabel('Password').fill('Operator123');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/**
 * A seeded operator, in a fresh English context, signed in and on one back-office section
 * (its link in the "Sections" navigation, matched exactly).
 */
export async function openBackOfficeSection(browser: Browser, username: string, section: string) {
  const context = await browser.newContext();
  await useEnglish(context);
  const office = await context.newPage();
  await signInToBackOffice(office, username);
  await office
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: section, exact: true })
    .click();
  return office;
}
