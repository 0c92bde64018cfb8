import { expect, type Page } from '@playwright/test';

/** Signs a seeded operator (password Operator123) in to the back office at /backoffice/. */
export async function signInToBackOffice(page: Page, username: string) {
  await page.goto('/backoffice/');
  await page.getByLabel('User name').fill(username);
  await page.getByLabel('Password').fill('Operator123');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}
