import { testingRoutes } from '@dealscout/domain';
import { FIXTURE_PASSWORD, uniqueEmail } from '../support/accounts';
import { dismissReleaseNotes, signInWithCode } from '../support/auth';
import { expectFitsPhoneWidth, PHONE, snapshot, WIDE_DESKTOP } from '../support/screenshots';
import { expect, test } from '../support/test';
import { callRoute } from '../support/api-call';

test('a superuser learns on the Investors tab why preferences read "Not disclosed" and how licensed data gets in', async ({
  page,
  request,
}) => {
  const admin = { email: uniqueEmail('preferences-admin'), password: FIXTURE_PASSWORD };
  const created = await callRoute(request, testingRoutes.fixtures, {
    body: { users: [{ ...admin, first_name: 'Ada', last_name: 'Admin', superuser: true, role: 'professional' }] },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.setViewportSize(WIDE_DESKTOP);
  await signInWithCode(page, admin.email, admin.password);
  await dismissReleaseNotes(page);
  await page.goto('/leads/dataset?tab=investors');
  const note = page.getByRole('alert').filter({ hasText: 'Investment preferences are not disclosed in open data' });
  await expect(note).toBeVisible();
  await expect(note).toContainText('npm run import:investors');
  await expect(note).toContainText('docs/investor-import.md');
  await expect(page.locator('.ds-investor-table tbody tr.ant-table-row').first()).toBeVisible();
  await snapshot(page, 'investor-preferences-note-desktop');

  // Other tabs list corporations, whose preferences nobody expects: no note there.
  await page.getByRole('tab', { name: 'Companies' }).click();
  await expect(page).toHaveURL(/tab=companies/);
  await expect(note).toHaveCount(0);

  await page.getByRole('tab', { name: 'Investors' }).click();
  await page.setViewportSize(PHONE);
  await expect(note).toBeVisible();
  await expectFitsPhoneWidth(page);
  await snapshot(page, 'investor-preferences-note-phone');
});
