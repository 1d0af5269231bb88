import { expect, type Page } from '@playwright/test';
import { mailCount, waitForMail } from './outbox';

/** Fills the six code boxes (the first box takes a pasted code). */
export async function enterCode(page: Page, code: string) {
  await page.getByLabel('OTP Input 1').fill(code);
}

/** Signs in through both steps: password, then the code from the outbox. */
export async function signInWithCode(page: Page, email: string, password: string) {
  const before = await mailCount();
  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Verification Required' })).toBeVisible();
  const code = await waitForMail(email, /sign-in code: (\d{6})/, before);
  await enterCode(page, code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

export const uniqueEmail = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/** The release notes open once per browser on the first signed-in page; closes them. */
export async function dismissReleaseNotes(page: Page) {
  const notes = page.getByRole('dialog', { name: "What's new" });
  await expect(notes).toBeVisible();
  await notes.getByRole('button', { name: 'Got it' }).click();
  await expect(notes).toBeHidden();
}

/**
 * A brand-new professional user, signed up, verified and signed in through the API with the page's
 * cookies (so the page is signed in too), past the first-sign-in password change.
 */
export async function signInAsNewUser(page: Page, name = 'fresh'): Promise<string> {
  const email = uniqueEmail(name);
  const password = 'Amber-Quarry-Falcon-38';
  const api = page.request;
  const before = await mailCount();
  const registered = await api.post('/api/register', {
    data: { first_name: 'Fresh', last_name: 'User', email, password, password2: password },
  });
  expect(registered.status()).toBe(201);
  const { token } = await registered.json();
  const signUpCode = await waitForMail(email, /verification code is (\d{6})/, before);
  expect((await api.post(`/api/email-verification/${token}`, { data: { otp: signUpCode, password } })).status()).toBe(200);
  const loginMails = await mailCount();
  const { user_id } = await (await api.post('/api/login', { data: { email, password } })).json();
  const code = await waitForMail(email, /sign-in code: (\d{6})/, loginMails);
  expect((await api.post(`/api/otp-verification/${user_id}`, { data: { otp: code } })).status()).toBe(200);
  const newPassword = 'Cobalt-Willow-Harbor-72';
  const changed = await api.put('/api/change-password', {
    data: { new_password: newPassword, confirm_password: newPassword, type: 'change' },
  });
  expect(changed.status()).toBe(200);
  return email;
}
