import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { newProfessional, uniqueEmail } from '../support/accounts';
import { dismissReleaseNotes, enterCode, signInWithCode } from '../support/auth';
import { mailCount, waitForMail } from '../support/outbox';
import { expectFitsPhoneWidth, PHONE, snapshot, WIDE_DESKTOP } from '../support/screenshots';

const CHOSEN = 'Copper-Meadow-Violin-83';

/** Fills the open sign-up form with the chosen password and sends it; at the code step, the code mailed. */
async function sendSignUp(page: Page, firstName: string, lastName: string, email: string) {
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(CHOSEN);
  await page.getByLabel('Confirm password').fill(CHOSEN);
  const before = await mailCount();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Email Verification' })).toBeVisible();
  return waitForMail(email, /verification code is (\d{6})/, before);
}

test('sign up, verify by mail (which signs in), pay, reach home, sign out, sign in with a code (no forced password change)', async ({
  page,
}) => {
  const email = uniqueEmail('newcomer');
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Get Started' })).toBeVisible();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Please input your first name!')).toBeVisible();
  await expect(page.getByText('Please input your email!')).toBeVisible();
  await snapshot(page, 'signup-errors');

  const code = await sendSignUp(page, 'Nora', 'Quinn', email);
  await snapshot(page, 'signup-verification');
  await enterCode(page, code);
  await page.getByRole('button', { name: 'Verify' }).click();

  // Paid sign-up: the Professional plan's checkout, here the test mode's own page (no card charged).
  await expect(page).toHaveURL(/\/billing\/test-checkout\/cs_test_/);
  await expect(page.getByText('Test mode: no card is charged')).toBeVisible();
  await page.getByRole('button', { name: 'Pay $50.00' }).click();

  await expect(page).toHaveURL(/\/signup-success$/);
  await expect(page.getByText('registered as a Professional user')).toBeVisible();
  await snapshot(page, 'signup-success');
  // The e-mail code signed the new user in (the checkout is theirs alone): Login goes on into the app.
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/leads\//);
  await dismissReleaseNotes(page);
  await snapshot(page, 'first-home');
  await page.getByRole('button', { name: 'Nora Quinn' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/leads/my-profile');
  await expect(page).not.toHaveURL(/\/leads/);

  // A self-registered user chose the password a minute ago: no forced change, straight to the app.
  await signInWithCode(page, email, CHOSEN);
  await expect(page).not.toHaveURL(/\/set-password$/);
  await expect(page).toHaveURL(/\/leads\//);
});

test('sign-in refuses bad credentials with one message, and the code step can go back', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Email').fill('nobody@');
  await page.getByLabel('Password', { exact: true }).focus();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Wrong-password-1');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toContainText('Unable to log in with provided credentials.');
  await snapshot(page, 'sign-in-error');
  await page.setViewportSize(PHONE);
  await snapshot(page, 'sign-in-phone');
});

test('the resend link counts down, then sends a new code', async ({ page, request }) => {
  const { email, password } = await newProfessional(request, 'resend');
  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Verification Required' })).toBeVisible();
  await page.getByRole('button', { name: /resend/i }).click();
  await expect(page.getByText(/The code will be sent in 00:(10|09)\./)).toBeVisible();
  await snapshot(page, 'resend-countdown');
  const before = await mailCount();
  await expect(page.getByText('Code sent successfully.')).toBeVisible({ timeout: 15_000 });
  const code = await waitForMail(email, /sign-in code: (\d{6})/, before);
  await enterCode(page, code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/leads\//);
});

test('a sign-up that left its checkout unpaid lands on the subscription page, the checkout step, until it pays: the product waits (402)', async ({
  page,
}) => {
  const email = uniqueEmail('unpaid');
  await page.setViewportSize(WIDE_DESKTOP);
  await page.goto('/signup');
  await enterCode(page, await sendSignUp(page, 'Omar', 'Reyes', email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/billing\/test-checkout\/cs_test_/);

  // Off to the app before paying: the code signed the new user in, and every page of the product leads to the checkout step.
  await page.goto('/leads/companies');
  await expect(page).toHaveURL(/\/leads\/subscription$/);
  await dismissReleaseNotes(page);
  const finish = page.getByRole('alert').filter({ hasText: 'Finish your sign-up' });
  await expect(finish).toContainText('Complete the checkout of the Professional plan to use Dealscout.');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Choose Your Plan' })).toBeVisible();
  await snapshot(page, 'checkout-step-desktop');
  for (const held of ['/leads/dataset?search=health', '/leads/ai-recommendation', '/leads/home']) {
    await page.goto(held);
    await expect(page).toHaveURL(/\/leads\/subscription$/);
  }
  // The API holds the product too: the page's own session asks in vain.
  const search = await page.request.get('/api/dataset?search=health');
  expect(search.status()).toBe(402);
  expect(await search.json()).toMatchObject({ code: 'payment_required' });
  // The profile stays open.
  await page.goto('/leads/my-profile');
  await expect(page).toHaveURL(/\/leads\/my-profile$/);
  await page.goto('/leads/subscription');
  await page.setViewportSize(PHONE);
  await expectFitsPhoneWidth(page);
  await snapshot(page, 'checkout-step-phone');

  await page.setViewportSize(WIDE_DESKTOP);
  await page.getByRole('button', { name: 'Choose Your Plan' }).click();
  await page.getByRole('dialog', { name: 'Choose Your Plan' }).getByRole('button', { name: 'Proceed to checkout' }).click();
  await expect(page).toHaveURL(/\/billing\/test-checkout\/cs_test_/);
  await page.getByRole('button', { name: 'Pay $50.00' }).click();
  await expect(page).toHaveURL(/\/leads\/payment-success$/);
  await expect(page.getByRole('heading', { name: 'Congratulations' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/leads\/dataset/);
  await expect(finish).toHaveCount(0);
  expect((await page.request.get('/api/dataset?search=health')).status()).toBe(200);
});

test('the password strength meter loads its word lists at the first character typed, then rates as the password grows', async ({
  page,
}) => {
  const estimator: string[] = [];
  page.on('request', (request) => {
    if (/browser-password-estimator-[\w-]+\.js$/.test(request.url())) estimator.push(request.url());
  });
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Get Started' })).toBeVisible();
  const requirements = page.getByRole('list', { name: 'Password requirements' });
  await expect(requirements.getByText('Strength: Weak')).toBeVisible();
  expect(estimator, 'the estimator is not part of the page load').toEqual([]);

  await page.getByLabel('Password', { exact: true }).fill('sunshine1');
  await expect(requirements.getByRole('listitem').filter({ hasText: 'Strength: Weak' })).toContainText('(not met)');
  await page.getByLabel('Password', { exact: true }).fill(CHOSEN);
  await expect(requirements.getByRole('listitem').filter({ hasText: /Strength: (Good|Strong)/ })).toContainText('(met)');
  expect(estimator).toHaveLength(1);
});
