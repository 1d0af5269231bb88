import { expect, test } from '../support/test';
import { organizationFixture } from '../support/accounts';
import { dismissReleaseNotes, signInWithCode } from '../support/auth';
import { mailCount, waitForMail } from '../support/outbox';
import { PHONE, snapshot } from '../support/screenshots';

test('update the profile, then mint an API key from the mailed link and the shown code', async ({ page, context, request }) => {
  const { member } = await organizationFixture(request, {
    name: 'Northwind Health Partners',
    members: { member: { first_name: 'Evan', last_name: 'Brooks', organization_role: 'admin' } },
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInWithCode(page, member.email, member.password);
  await expect(page).toHaveURL(/\/leads\//);
  await dismissReleaseNotes(page);
  await page.goto('/leads/my-profile');
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(member.email);
  await expect(page.getByRole('textbox', { name: 'Organization' })).toHaveValue('Northwind Health Partners');
  const update = page.getByRole('button', { name: 'Update' });
  await expect(update).toBeDisabled();

  await page.getByLabel('First name').fill('   ');
  await page.getByLabel('First name').blur();
  await expect(page.getByText('Invalid first name')).toBeVisible();
  await page.getByLabel('First name').fill('Evelyn');
  await expect(update).toBeEnabled();
  await update.click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: 'EB Evelyn Brooks', exact: true })).toBeVisible();
  await snapshot(page, 'profile-desktop');
  await page.setViewportSize(PHONE);
  await snapshot(page, 'profile-phone');
  await page.setViewportSize({ width: 1280, height: 800 });

  const before = await mailCount();
  await page.getByRole('button', { name: 'Request API key link' }).click();
  const code = (await page.locator('output.ds-access-code-value').textContent())!.trim();
  expect(code).toMatch(/^[A-Z0-9]{8}$/);
  const link = await waitForMail(member.email, /(http:\/\/\S+\/generate-api-key\/[\w-]+)/, before);

  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { name: 'Generate API Key' })).toBeVisible();
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByText('Please enter your 8-digit code')).toBeVisible();
  await page.getByLabel('Access code').fill('abc');
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByText('Please enter an 8-digit code')).toBeVisible();
  await snapshot(page, 'api-key-code');
  await page.getByLabel('Access code').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Generate' }).click();
  const key = page.locator('input.ds-api-key-value');
  await expect(key).toHaveValue(/^dsk_/);
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await key.inputValue());
  await snapshot(page, 'api-key-shown');
  await page.setViewportSize(PHONE);
  await snapshot(page, 'api-key-shown-phone');

  const apiKey = await key.inputValue();
  const asScript = await page.request.get('/api/user', { headers: { Authorization: `Bearer ${apiKey}` } });
  expect((await asScript.json()).user.email).toBe(member.email);

  await page.goto('/leads/my-profile');
  await page
    .getByRole('button', { name: /Revoke/ })
    .first()
    .click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Revoke|OK|Yes/ })
    .click();
  await expect(page.getByRole('button', { name: /Revoke/ })).toHaveCount(0);
  expect((await page.request.get('/api/user', { headers: { Authorization: `Bearer ${apiKey}` } })).status()).toBe(401);
});
