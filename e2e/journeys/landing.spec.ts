import { expect, test } from '../support/test';
import { expectFitsPhoneWidth, PHONE, snapshot } from '../support/screenshots';

test('landing page at desktop width explains Florence and links its anchors', async ({ page }) => {
  await page.goto('/welcome');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The journeys' server asks for the plan at sign-up (SIGNUP_PAYMENT=required): no free trial is promised for signing up.
  await expect(page.locator('.ds-hero__note')).toContainText('paid by card as you sign up');
  await expect(page.locator('.ds-hero__note').getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  await expect(page.locator('#whyAI')).toBeVisible();
  await expect(page.locator('#feature')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();

  await nav.getByRole('link', { name: 'Features' }).click();
  await expect(page).toHaveURL(/\/welcome#feature$/);
  await expect(page.locator('#feature')).toBeInViewport();
  await nav.getByRole('link', { name: 'Why A.I.?' }).click();
  await expect(page.locator('#whyAI')).toBeInViewport();

  const footer = page.locator('footer');
  await expect(footer).toContainText('© 2022');
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Terms and Conditions' })).toBeVisible();
  await expect(footer.getByRole('navigation', { name: 'Social' }).getByRole('link')).not.toHaveCount(0);
  await snapshot(page, 'landing-desktop');
});

test('landing page at 375 px folds the links into a burger that closes on an outside click', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/welcome');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeHidden();
  await expectFitsPhoneWidth(page);

  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(nav).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Features' })).toBeVisible();
  await snapshot(page, 'landing-phone-menu-open', { fullPage: false });

  await page.mouse.click(180, 700);
  await expect(nav).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await nav.getByRole('link', { name: 'Features' }).click();
  await expect(nav).toBeHidden();
  await expect(page.locator('#feature')).toBeInViewport();
  await snapshot(page, 'landing-phone');
});

test('release notes open from the footer', async ({ page }) => {
  await page.goto('/welcome');
  await page.getByRole('button', { name: /What's new in 1\.3\.0/ }).click();
  const dialog = page.getByRole('dialog', { name: "What's new" });
  await expect(dialog).toContainText('Version 1.3.0 · November 28, 2026');
  await expect(dialog.getByRole('listitem').first()).toContainText('Search by description');
  await expect(dialog).toContainText('Mark buyers as Good fit or Not a fit');
  await expect(dialog).toContainText('no longer lock you out of signing in');
  await dialog.getByRole('button', { name: 'Got it' }).click();
  await expect(dialog).toBeHidden();
});
