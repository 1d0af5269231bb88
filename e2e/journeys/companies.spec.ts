import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { newProfessional, organizationFixture } from '../support/accounts';
import { dismissReleaseNotes, signInWithCode } from '../support/auth';
import { PHONE, snapshot } from '../support/screenshots';

const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });
const actions = async (page: Page, name: string, item: string) => {
  await page.getByRole('button', { name: `Actions for ${name}`, exact: true }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
};

test('create, share, rename, duplicate and delete a company; a colleague sees it shared and adds a note', async ({
  page,
  browser,
  request,
}) => {
  const team = await organizationFixture(request, {
    name: 'Northwind Health Partners',
    members: {
      owner: { first_name: 'Evan', last_name: 'Brooks', organization_role: 'admin' },
      colleague: { first_name: 'Chloe', last_name: 'Nguyen', organization_role: 'member', must_change_password: true },
    },
  });
  await signInWithCode(page, team.owner.email, team.owner.password);
  await dismissReleaseNotes(page);
  await page.goto('/leads/companies');
  await expect(page.getByRole('heading', { name: 'Companies' })).toBeVisible();

  await page.getByRole('button', { name: 'Add Company' }).click();
  const add = page.getByRole('dialog', { name: 'Add Company' });
  await expect(add).toBeVisible();
  // Open at once (the journeys ask for reduced motion), the dialog has put the cursor in its first field.
  await expect(add.getByLabel('Company name')).toBeFocused();
  await add.getByRole('button', { name: 'Add Company' }).click();
  await expect(add.getByText('Company name is required')).toBeVisible();
  await add.getByLabel('Company name').fill('x'.repeat(101));
  await expect(add.getByText('Company name must not exceed 100 characters')).toBeVisible();
  await add.getByLabel('Company name').fill('Riverbend Cardiology');
  await add.getByRole('checkbox', { name: 'Share with organization' }).check();
  await add.getByRole('button', { name: 'Add Company' }).click();
  await expect(page.getByText('Company created successfully')).toBeVisible();
  await expect(row(page, 'Riverbend Cardiology')).toContainText('Shared by me');
  await expect(row(page, 'Riverbend Cardiology')).toContainText('Owner');

  await actions(page, 'Riverbend Cardiology', 'Edit');
  const edit = page.getByRole('dialog', { name: 'Edit Company' });
  await expect(edit).toBeVisible();
  await expect(edit.getByLabel('Company name')).toBeFocused();
  await edit.getByLabel('Company name').fill('Riverbend Heart Center');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Company updated successfully')).toBeVisible();
  await expect(row(page, 'Riverbend Heart Center')).toContainText('Shared by me');

  await actions(page, 'Riverbend Heart Center', 'Duplicate');
  const duplicate = page.getByRole('dialog', { name: 'Duplicate Company' });
  await expect(duplicate).toBeVisible();
  await expect(duplicate.getByLabel('Company name')).toBeFocused();
  await duplicate.getByLabel('Company name').fill('Riverbend Heart Copy');
  await duplicate.getByRole('button', { name: 'Duplicate' }).click();
  await expect(page.getByText('Company duplicated successfully')).toBeVisible();
  await expect(row(page, 'Riverbend Heart Copy')).toContainText('Personal');

  await page.getByLabel('Search companies by name').fill('heart copy');
  await expect(page.getByRole('row').filter({ hasText: 'Riverbend' })).toHaveCount(1);
  await page.getByLabel('Search companies by name').fill('no such company at all');
  await expect(page.getByText('No company found')).toBeVisible();
  await page.getByLabel('Search companies by name').fill('');
  await expect(row(page, 'Riverbend Heart Center')).toBeVisible();
  await snapshot(page, 'companies-desktop');
  await page.setViewportSize(PHONE);
  await snapshot(page, 'companies-phone');
  await page.setViewportSize({ width: 1280, height: 800 });

  await actions(page, 'Riverbend Heart Copy', 'Delete');
  const remove = page.getByRole('dialog', { name: 'Delete Company' });
  await expect(remove).toBeVisible();
  await expect(remove.getByLabel('Type DELETE to confirm')).toBeFocused();
  await remove.getByLabel('Type DELETE to confirm').fill('delete');
  await remove.getByRole('button', { name: 'Delete' }).click();
  await expect(remove.getByText('Please type DELETE to confirm')).toBeVisible();
  await remove.getByLabel('Type DELETE to confirm').fill('DELETE');
  await remove.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Company deleted successfully')).toBeVisible();
  await expect(row(page, 'Riverbend Heart Copy')).toHaveCount(0);
  await page.reload();
  await expect(row(page, 'Riverbend Heart Center')).toContainText('Shared by me');

  const colleagueContext = await browser.newContext();
  const colleague = await colleagueContext.newPage();
  await signInWithCode(colleague, team.colleague.email, team.colleague.password);
  await expect(colleague).toHaveURL(/\/set-password$/);
  await colleague.getByLabel('New password').fill('Topaz-Riverbank-Ledger-47');
  await colleague.getByLabel('Confirm password').fill('Topaz-Riverbank-Ledger-47');
  await colleague.getByRole('button', { name: 'Update Password' }).click();
  await expect(colleague).toHaveURL(/\/leads/);
  await dismissReleaseNotes(colleague);
  await colleague.goto('/leads/companies');
  await expect(row(colleague, 'Riverbend Heart Center')).toContainText('Shared with me');
  await expect(row(colleague, 'Riverbend Heart Center')).toContainText('Editor');
  await colleague.getByRole('button', { name: 'Actions for Riverbend Heart Center', exact: true }).click();
  await expect(colleague.getByRole('menuitem', { name: 'Delete', exact: true })).toHaveCount(0);
  await colleague.getByRole('menuitem', { name: 'Edit Company', exact: true }).click();
  await expect(colleague).toHaveURL(/\/leads\/company-submission$/);
  await expect(colleague.getByRole('heading', { name: 'Company Submission' })).toBeVisible();
  await colleague.goto('/leads/company-detail');
  await expect(colleague.getByRole('heading', { name: 'Riverbend Heart Center' })).toBeVisible();
  await colleague.getByRole('button', { name: 'Notes' }).click();
  const notes = colleague.getByRole('dialog', { name: /Notes/ });
  await notes.getByRole('button', { name: 'New note' }).click();
  await notes.getByRole('textbox').first().click();
  await colleague.keyboard.type('Call with the CFO on Tuesday');
  await notes.getByText('Notes', { exact: true }).first().click();
  await expect(colleague.getByText('Notes updated successfully')).toBeVisible();
  await colleagueContext.close();
});

test('a user with no company meets the Company required page', async ({ page }) => {
  await newProfessional(page.request, 'nocompany');
  await page.goto('/leads/company-detail');
  await dismissReleaseNotes(page);
  await expect(page.getByRole('heading', { name: 'Company required' })).toBeVisible();
  await snapshot(page, 'company-required-desktop');
  await page.setViewportSize(PHONE);
  await snapshot(page, 'company-required-phone');
  await page.getByRole('button', { name: 'Create company' }).click();
  await expect(page.getByRole('dialog', { name: 'Add Company' })).toBeVisible();
});
