import { expect, test } from '../support/test';
import { PHONE, snapshot } from '../support/screenshots';

test('an unknown path shows Page not found!', async ({ page }) => {
  await page.goto('/no-such-page/at/all');
  await expect(page.getByText('Page not found!')).toBeVisible();
  await snapshot(page, 'not-found-desktop');
  await page.setViewportSize(PHONE);
  await snapshot(page, 'not-found-phone');
});

test('the signed-in area sends a visitor away', async ({ page }) => {
  await page.goto('/leads/companies');
  await expect(page).not.toHaveURL(/\/leads/);
});

test('the logged-out screen offers to sign in again', async ({ page }) => {
  await page.goto('/logged-out');
  await expect(page.getByText("You've been securely logged out")).toBeVisible();
  await snapshot(page, 'logged-out-desktop');
  await page.setViewportSize(PHONE);
  await snapshot(page, 'logged-out-phone');
  await page.getByRole('button', { name: 'Log in again' }).click();
  await expect(page).not.toHaveURL(/logged-out/);
});
