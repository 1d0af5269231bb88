import { expect, type Page } from '@playwright/test';
import { mailCount, waitForMail } from './outbox';

/** Fills the six code boxes (one field drawn as boxes). */
export async function enterCode(page: Page, code: string) {
  await page.getByLabel('Verification code').fill(code);
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

/** The account's record that its user closed the release notes (what a later page and another browser read). */
export const releaseNotesSaved = (page: Page) =>
  page.waitForResponse((reply) => reply.url().endsWith('/api/release-notes-seen') && reply.request().method() === 'PUT');

/** The release notes open once per user on the first signed-in page; closes them, and waits until the account remembers it. */
export async function dismissReleaseNotes(page: Page) {
  const notes = page.getByRole('dialog', { name: "What's new" });
  await expect(notes).toBeVisible();
  const saved = releaseNotesSaved(page);
  await notes.getByRole('button', { name: 'Got it' }).click();
  await expect(notes).toBeHidden();
  expect((await saved).status()).toBe(200);
}
