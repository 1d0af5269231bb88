import { organizationFixture } from '../support/accounts';
import { dismissReleaseNotes, signInWithCode } from '../support/auth';
import { PHONE, snapshot } from '../support/screenshots';
import { expect, test } from '../support/test';

test('on a phone the companies list shows role, owner and access type without sideways scrolling', async ({ page, request }) => {
  const { member } = await organizationFixture(request, {
    name: 'Northwind Health Partners',
    members: { member: { first_name: 'Evan', last_name: 'Brooks', organization_role: 'admin' } },
    companies: [{ name: 'Northwind Dermatology Group', owner: 'member', shared: true }],
  });
  await signInWithCode(page, member.email, member.password);
  await dismissReleaseNotes(page);
  await page.setViewportSize(PHONE);
  await page.goto('/leads/companies');
  const row = page.getByRole('row').filter({ hasText: 'Northwind Dermatology Group' });
  await expect(row).toBeVisible();
  for (const text of ['Owner', 'Evan Brooks', 'Shared by me']) await expect(row.getByText(text, { exact: true })).toBeInViewport();
  await expect(row.getByRole('button', { name: 'Actions for Northwind Dermatology Group' })).toBeInViewport();
  const overflow = await page
    .locator('.ds-company-table')
    .evaluate((table) =>
      [...table.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body')].some(
        (part) => part.scrollWidth > part.clientWidth + 1,
      ),
    );
  expect(overflow).toBe(false);
  await snapshot(page, 'companies-list-phone');
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const header of ['Role', 'Owner', 'Access type']) await expect(page.getByRole('columnheader', { name: header })).toBeVisible();
  await snapshot(page, 'companies-list-desktop');
});
