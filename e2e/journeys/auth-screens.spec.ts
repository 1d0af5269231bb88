import type { Locator } from '@playwright/test';
import { registerProfessional } from '../support/accounts';
import { PHONE, snapshot } from '../support/screenshots';
import { expect, test } from '../support/test';

const WIDE = { width: 1440, height: 900 } as const;
const GOOGLE_OFF = 'Google sign-in is not set up on this server.';

/** Vertical space between the bottom of one element and the top of the next. */
async function gapBetween(upper: Locator, lower: Locator) {
  const [top, bottom] = await Promise.all([upper.boundingBox(), lower.boundingBox()]);
  if (!top || !bottom) throw new Error('both elements must be on the page');
  return bottom.y - (top.y + top.height);
}

test('sign-in always offers Google, disabled with the reason written under it when this server has no Google client', async ({ page }) => {
  await page.setViewportSize(WIDE);
  await page.goto('/');
  const google = page.getByRole('button', { name: 'Sign in with Google' });
  await expect(google).toBeVisible();
  await expect(google).toBeDisabled();
  await expect(google).toHaveAccessibleDescription(GOOGLE_OFF);
  // In view without a hover, which a touch screen never sends.
  await expect(page.getByText(GOOGLE_OFF)).toBeVisible();
  await expect(page.getByText(GOOGLE_OFF)).toBeInViewport();
  await snapshot(page, 'sign-in-google-off-desktop');
  await page.setViewportSize(PHONE);
  await expect(page.getByText(GOOGLE_OFF)).toBeVisible();
  await snapshot(page, 'sign-in-google-off-phone');
});

test('sign-in, sign-up and the checkout set headings and paragraphs in the theme’s font, as their fields are', async ({ page }) => {
  const { checkoutUrl } = await registerProfessional(page.request, 'fonts');
  const fontOf = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).fontFamily);
  const expectThemeFont = async (path: string) => {
    await page.goto(path);
    const field = page.locator('input').first();
    await expect(field).toBeVisible();
    const sans = await fontOf(field);
    expect(sans, path).toMatch(/^Inter,/);
    expect(await fontOf(page.getByRole('heading', { level: 1 })), `${path} h1`).toBe(sans);
    expect(await fontOf(page.locator('.ds-auth-head p')), `${path} p`).toBe(sans);
  };
  // The e-mail code signed the new user in, and the checkout is theirs alone: it first, then signed out, the public pages.
  await expectThemeFont(checkoutUrl!);
  await page.setViewportSize(WIDE);
  await snapshot(page, 'checkout-desktop');
  await page.setViewportSize(PHONE);
  await snapshot(page, 'checkout-phone');
  await page.context().clearCookies();
  for (const path of ['/', '/signup']) await expectThemeFont(path);
});

test('sign-up errors keep a gap above the next label', async ({ page }) => {
  await page.setViewportSize(WIDE);
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Create account' }).click();
  const emailError = page.getByText('Please input your email!');
  await expect(emailError).toBeVisible();
  const pairs: [string, string][] = [
    ['Please input your first name!', 'Email'],
    ['Please input your email!', 'Password'],
    ['Please input your password!', 'Confirm password'],
  ];
  for (const [error, nextLabel] of pairs) {
    const label = page.locator('label').filter({ hasText: new RegExp(`^${nextLabel}$`) });
    expect(await gapBetween(page.getByText(error), label), `${error} / ${nextLabel}`).toBeGreaterThanOrEqual(8);
  }
  await snapshot(page, 'signup-errors-desktop');
  await page.setViewportSize(PHONE);
  expect(
    await gapBetween(page.getByText('Please input your last name!'), page.locator('label').filter({ hasText: /^Email$/ })),
  ).toBeGreaterThanOrEqual(8);
  await snapshot(page, 'signup-errors-phone');
});

test('/signup-canceled/{subscription} says the payment was canceled, offers Retry and leads back home', async ({ page }) => {
  await page.setViewportSize(WIDE);
  await page.goto('/signup-canceled/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Payment Canceled' })).toBeVisible();
  // A sign-up nobody started has nothing to retry.
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('Subscription not found')).toBeVisible();
  await expect(page).toHaveTitle('Payment Canceled | Dealscout');
  await snapshot(page, 'signup-canceled-desktop');
  await page.setViewportSize(PHONE);
  await snapshot(page, 'signup-canceled-phone');
  await page.getByRole('button', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
});
