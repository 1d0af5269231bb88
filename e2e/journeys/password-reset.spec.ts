import { expect, test } from '../support/test';
import { registerProfessional } from '../support/accounts';
import { signInWithCode } from '../support/auth';
import { mailCount, waitForMail } from '../support/outbox';
import { PHONE, snapshot } from '../support/screenshots';

const NEW_PASSWORD = 'Juniper-Beacon-Orbit-64';

test('forgot password: the mailed link sets a new password; the new one works and the old one fails', async ({ page, request }) => {
  const { email, password: oldPassword } = await registerProfessional(request, 'reset');
  await page.goto('/forgot-password');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('The email address field is required.')).toBeVisible();
  await page.getByLabel('Email').fill('ghost@example.com');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('alert')).toContainText('The email address does not exist.');

  const before = await mailCount();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('alert')).toContainText('Email sent successfully');
  await expect(page.getByLabel('Email')).toHaveValue('');
  await snapshot(page, 'forgot-sent');

  const link = await waitForMail(email, /(http:\/\/[^\s]+\/reset-password\/[\w-]+\/[\w-]+)/, before);
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { name: 'Reset Your Password' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Update Password' })).toBeDisabled();
  await page.getByLabel('New password').fill(NEW_PASSWORD);
  await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await snapshot(page, 'reset-password');
  await page.setViewportSize(PHONE);
  await snapshot(page, 'reset-password-phone');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByRole('alert')).toContainText('Your password has been updated.');
  await expect(page).toHaveURL(/\/leads\//, { timeout: 5_000 });

  // Signed out, the used link is dead: it leads to the sign-in page, not to the reset form.
  await page.context().clearCookies();
  await page.goto(new URL(link).pathname);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Reset Your Password' })).toHaveCount(0);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(oldPassword);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toContainText('Unable to log in with provided credentials.');
  await signInWithCode(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/leads\//);
});
