import { expect, test } from '../support/test';
import { PHONE, snapshot } from '../support/screenshots';

test('privacy policy states how company data feeds Florence', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(page).toHaveTitle('Privacy Policy | Dealscout');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  const text = page.locator('main');
  await expect(text).toContainText('April 2022');
  await expect(text).toContainText(/goals, attributes and financials/i);
  await expect(text).toContainText(/recommendation engine/i);
  await expect(text).toContainText(/leads you enter manually/i);
  await snapshot(page, 'privacy-desktop');
  await page.setViewportSize(PHONE);
  await snapshot(page, 'privacy-phone');
});

test('terms state who may use the service and on what terms', async ({ page }) => {
  await page.goto('/terms-and-conditions');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
  const text = page.locator('main');
  for (const fact of [
    /authori[sz]ed/i,
    /subscribed/i,
    /residents of the (USA|United States)/i,
    /leads and goals/i,
    /seven days/i,
    /24 hours a day/i,
    /April 2022/,
  ]) {
    await expect(text).toContainText(fact);
  }
  await snapshot(page, 'terms-desktop');
  await page.setViewportSize(PHONE);
  await snapshot(page, 'terms-phone');
});

test('legal pages link to each other from the footer', async ({ page }) => {
  await page.goto('/privacy-policy');
  await page.locator('footer').getByRole('link', { name: 'Terms and Conditions' }).click();
  await expect(page).toHaveURL(/\/terms-and-conditions$/);
});
