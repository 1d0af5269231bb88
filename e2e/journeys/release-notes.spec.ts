import { newProfessional, signInThroughApi } from '../support/accounts';
import { dismissReleaseNotes } from '../support/auth';
import { expect, test } from '../support/test';

test("'What's new' opens once per user: closed in one browser, it stays closed in another", async ({ page, browser }) => {
  const account = await newProfessional(page.request, 'release-notes');
  await page.goto('/leads/companies');
  await dismissReleaseNotes(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Companies', exact: true })).toBeVisible();
  await expect(page.getByRole('dialog', { name: "What's new" })).toHaveCount(0);

  // Another browser and a new sign-in: nothing of the first browser's storage, only the account.
  const other = await browser.newContext();
  const second = await other.newPage();
  await signInThroughApi(second.request, account);
  await second.goto('/leads/companies');
  // The notes would open in the same render as the page, which needs the session they are decided by.
  await expect(second.getByRole('heading', { name: 'Companies', exact: true })).toBeVisible();
  await expect(second.getByRole('dialog', { name: "What's new" })).toHaveCount(0);
  await other.close();
});
