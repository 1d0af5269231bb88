import type { Page } from '@playwright/test';
import { newProfessional, organizationFixture } from '../support/accounts';
import { dismissReleaseNotes, signInWithCode } from '../support/auth';
import { PHONE, snapshot } from '../support/screenshots';
import { expect, test } from '../support/test';

const WIDE = { width: 1440, height: 900 } as const;

const sidebarLinks = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link');
const selector = (page: Page) => page.getByRole('combobox', { name: 'Selected company' });
const sharedSwitch = (page: Page) => page.getByRole('switch', { name: 'Shared with Organization' });

async function selectCompany(page: Page, name: string) {
  await selector(page).click();
  await page.getByRole('option', { name: new RegExp(`^${name}`) }).click();
  await expect(page.locator('.ds-company-selector-popup')).toBeHidden();
}

/** Opens the phone's navigation drawer (the journeys ask for reduced motion: it is there at once, nothing slides). */
async function openDrawer(page: Page) {
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeVisible();
}

test('an organization member lands on the Firm Overview with the company pages, the selector and the sharing switch', async ({
  page,
  request,
}) => {
  const { member } = await organizationFixture(request, {
    name: 'Northwind Health Partners',
    members: { member: { first_name: 'Evan', last_name: 'Brooks', organization_role: 'admin' } },
    companies: [{ name: 'Northwind Dermatology Group', owner: 'member', shared: true }],
  });
  await page.setViewportSize(WIDE);
  await signInWithCode(page, member.email, member.password);
  await expect(page).toHaveURL(/\/leads\/home$/);
  await dismissReleaseNotes(page);
  await expect(page.getByRole('heading', { name: 'Firm Overview' })).toBeVisible();
  await expect(sidebarLinks(page)).toHaveText([
    'Firm Overview',
    'Companies',
    'Company Detail',
    'Company Tasks',
    'Florence',
    'Investor Search',
    'Leads Manager',
  ]);

  // The open list, its selected option on the brand's tint (antd's own tint of this teal was a mid grey).
  await selector(page).click();
  await expect(page.locator('.ds-company-selector-popup')).toBeVisible();
  await expect(page.getByRole('listbox')).toBeVisible();
  await snapshot(page, 'nav-company-selector-open', { fullPage: false });
  await page.keyboard.press('Escape');
  await expect(page.locator('.ds-company-selector-popup')).toBeHidden();
  // Closed, its list leaves the accessibility tree at once (no leaving motion keeps the options there).
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(page.getByRole('option')).toHaveCount(0);

  await selectCompany(page, 'Northwind Dermatology Group');
  await expect(sharedSwitch(page)).toBeChecked();
  await snapshot(page, 'nav-organization-desktop');

  const name = 'Switchboard Clinic';
  await sidebarLinks(page).filter({ hasText: 'Companies' }).click();
  await expect(page).toHaveURL(/\/leads\/companies$/);
  await page.getByRole('button', { name: 'Add Company' }).click();
  const add = page.getByRole('dialog', { name: 'Add Company' });
  await add.getByLabel('Company name').fill(name);
  await add.getByRole('button', { name: 'Add Company' }).click();
  await expect(page.getByText('Company created successfully')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Personal');

  await selectCompany(page, name);
  await expect(sharedSwitch(page)).not.toBeChecked();
  await sharedSwitch(page).click();
  await expect(page.getByText('Company updated successfully')).toBeVisible();
  await expect(sharedSwitch(page)).toBeChecked();
  await expect(row).toContainText('Shared by me');
  await sharedSwitch(page).click();
  await expect(sharedSwitch(page)).not.toBeChecked();
  await expect(row).toContainText('Personal');

  await page.getByRole('button', { name: `Actions for ${name}`, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Delete', exact: true }).click();
  const remove = page.getByRole('dialog', { name: 'Delete Company' });
  await remove.getByLabel('Type DELETE to confirm').fill('DELETE');
  await remove.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Company deleted successfully')).toBeVisible();
  await expect(page.locator('.ant-message-notice')).toHaveCount(0);

  await page.setViewportSize(PHONE);
  await selectCompany(page, 'Northwind Dermatology Group');
  await snapshot(page, 'nav-organization-phone-header', { fullPage: false });
  await openDrawer(page);
  await expect(sidebarLinks(page)).toHaveText([
    'Firm Overview',
    'Companies',
    'Company Detail',
    'Company Tasks',
    'Florence',
    'Investor Search',
    'Leads Manager',
  ]);
  await snapshot(page, 'nav-organization-phone-drawer');
  await sidebarLinks(page).filter({ hasText: 'Firm Overview' }).click();
  await expect(page).toHaveURL(/\/leads$/);
  await expect(page.getByRole('heading', { name: 'Firm Overview' })).toBeVisible();
  await snapshot(page, 'nav-organization-phone');
});

test('a professional without an organization lands on Companies, which stands in for the Firm Overview', async ({ page, request }) => {
  // Signed up, and given a company, through the API in its own session; the page signs in as a person would.
  const account = await newProfessional(request, 'solo');
  const created = await request.post('/api/user-company', { data: { company_name: 'Lakeside Eye Partners' } });
  expect(created.status(), await created.text()).toBe(201);
  await page.setViewportSize(WIDE);
  await signInWithCode(page, account.email, account.password);
  await expect(page).toHaveURL(/\/leads\/companies$/);
  await dismissReleaseNotes(page);
  await expect(page.getByRole('heading', { name: 'Companies', exact: true })).toBeVisible();
  await expect(sidebarLinks(page)).toHaveText([
    'Companies',
    'Company Detail',
    'Company Tasks',
    'Florence',
    'Investor Search',
    'Leads Manager',
  ]);
  await expect(selector(page)).toBeVisible();
  await expect(sharedSwitch(page)).toHaveCount(0);
  await snapshot(page, 'nav-professional-desktop');

  await page.goto('/leads/home');
  await expect(page).toHaveURL(/\/leads\/companies$/);
  await page.getByRole('link', { name: 'Dealscout home' }).click();
  await expect(page).toHaveURL(/\/leads\/companies$/);

  await page.setViewportSize(PHONE);
  await openDrawer(page);
  await expect(sidebarLinks(page)).toHaveText([
    'Companies',
    'Company Detail',
    'Company Tasks',
    'Florence',
    'Investor Search',
    'Leads Manager',
  ]);
  await snapshot(page, 'nav-professional-phone-drawer');
});
