import type { Locator, Page } from '@playwright/test';
import { organizationFixture, payTestCheckout, registerProfessional, signInThroughApi } from '../support/accounts';
import { releaseNotesSaved } from '../support/auth';
import { mailCount, waitForMail } from '../support/outbox';
import { PHONE, snapshot } from '../support/screenshots';
import { expect, test } from '../support/test';

// Issue 16: sign-in, adding a company and creating a lead work from the keyboard alone. These journeys never touch the mouse:
// only page.goto, page.keyboard and assertions.

/** Presses Tab until `target` has the focus, at most `limit` times, as a person tabbing through the page would. */
async function tabTo(page: Page, target: Locator, limit = 25) {
  for (let presses = 0; presses < limit && !(await target.evaluate((element) => element === document.activeElement)); presses++) {
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** The release notes open on the first signed-in page; Escape closes them. */
async function dismissReleaseNotesWithKeyboard(page: Page) {
  const notes = page.getByRole('dialog', { name: "What's new" });
  await expect(notes).toBeVisible();
  const saved = releaseNotesSaved(page);
  await page.keyboard.press('Escape');
  await expect(notes).toBeHidden();
  expect((await saved).status()).toBe(200);
}

test('sign in with the keyboard alone: tab between the fields, Enter to send, type the mailed code, Enter', async ({ page, request }) => {
  const { checkoutUrl, ...account } = await registerProfessional(request, 'keyboard');
  await payTestCheckout(request, checkoutUrl!);
  await page.goto('/');
  const email = page.getByLabel('Email');
  const password = page.getByLabel('Password', { exact: true });

  // The email field has the focus on arrival; Tab and Shift+Tab move between the fields in reading order.
  await expect(email).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('link', { name: 'Dealscout home' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(email).toBeFocused();
  await page.keyboard.type(account.email);
  await page.keyboard.press('Tab');
  await expect(password).toBeFocused();
  await page.keyboard.type(account.password);
  await snapshot(page, 'keyboard-sign-in');

  const before = await mailCount();
  await page.keyboard.press('Enter');
  const codeField = page.getByLabel('Verification code');
  await expect(page.getByRole('heading', { name: 'Verification Required' })).toBeVisible();
  await expect(codeField).toBeFocused();
  const code = await waitForMail(account.email, /sign-in code: (\d{6})/, before);
  await page.keyboard.type(code);
  await expect(codeField).toHaveValue(code);
  await snapshot(page, 'keyboard-sign-in-code');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/leads\/companies$/);
  await dismissReleaseNotesWithKeyboard(page);
  await expect(page.getByRole('heading', { name: 'Companies', exact: true })).toBeVisible();
});

test('add a company with the keyboard alone: tab to Add Company, Enter, type the name, Space to share, Enter to save', async ({
  page,
  request,
}) => {
  const { member } = await organizationFixture(request, {
    name: 'Keyboard Health Partners',
    members: { member: { first_name: 'Kai', last_name: 'Morgan', organization_role: 'admin' } },
  });
  // Signed in with the page's cookies; the journey above covers signing in from the keyboard.
  await signInThroughApi(page.request, member);

  await page.goto('/leads/companies');
  await dismissReleaseNotesWithKeyboard(page);
  const addButton = page.getByRole('button', { name: 'Add Company' });
  await tabTo(page, addButton);
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Add Company' });
  await expect(dialog).toBeVisible();
  const name = dialog.getByLabel('Company name');
  await expect(name).toBeFocused();
  await page.keyboard.type('Harborview Orthopedics');
  await page.keyboard.press('Tab');
  const share = dialog.getByRole('checkbox', { name: 'Share with organization' });
  await expect(share).toBeFocused();
  await page.keyboard.press('Space');
  await expect(share).toBeChecked();
  await page.keyboard.press('Shift+Tab');
  await expect(name).toBeFocused();
  await snapshot(page, 'keyboard-add-company');
  await page.setViewportSize(PHONE);
  await snapshot(page, 'keyboard-add-company-phone');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.keyboard.press('Enter');

  await expect(page.getByText('Company created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: 'Harborview Orthopedics' });
  await expect(row).toContainText('Owner');
  await expect(row).toContainText('Shared by me');
  // The focus goes back to the button that opened the dialog, so the next Tab continues from there.
  await expect(addButton).toBeFocused();
});

test('create a lead with the keyboard alone: tab to Add New Lead, type the fields, pick a status with the arrows, Enter to save', async ({
  page,
  request,
}) => {
  const team = await organizationFixture(request, {
    name: 'Keyboard Leads Partners',
    members: { owner: { first_name: 'Lena', last_name: 'Ortiz', organization_role: 'admin' } },
    companies: [{ name: 'Keyboard Clinics', owner: 'owner', shared: false }],
  });
  await signInThroughApi(page.request, team.owner);

  await page.goto('/leads/leads-manager');
  await dismissReleaseNotesWithKeyboard(page);
  await tabTo(page, page.getByRole('button', { name: 'Add New Lead' }), 40);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/leads\/leads-manager\/create/);

  const name = page.getByLabel('Lead name');
  await tabTo(page, name, 40);
  await page.keyboard.type('Cedar Valley Cardiology');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('URL')).toBeFocused();
  await page.keyboard.type('cedar-valley-cardiology.example.com');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Contact number')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.keyboard.type('office@cedar-valley-cardiology.example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.type('United States');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Iowa');
  await page.keyboard.press('Tab');
  // The status select: the arrow keys open it and move through the types, Enter picks one.
  const status = page.getByLabel('Status');
  await expect(status).toBeFocused();
  await page.keyboard.press('ArrowDown');
  // ArrowDown opened the list with its first option active; each further press moves one down. The list
  // renders only the options in view, so the active one is read after each press rather than counted ahead.
  const active = page.locator('.ant-select-dropdown:visible .ant-select-item-option-active');
  await expect(active).toBeVisible();
  for (let step = 0; step < 10 && (await active.getAttribute('title')) !== 'Communicating'; step++) {
    const before = await active.getAttribute('title');
    await page.keyboard.press('ArrowDown');
    await expect(active).not.toHaveAttribute('title', before ?? '');
  }
  await expect(active).toHaveAttribute('title', 'Communicating');
  await page.keyboard.press('Enter');
  await expect(page.locator('.ant-form-item').filter({ has: status })).toContainText('Communicating');
  await snapshot(page, 'keyboard-lead-create');
  await page.setViewportSize(PHONE);
  await snapshot(page, 'keyboard-lead-create-phone');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Enter in a text field sends the form.
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByLabel('State')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Lead created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/leads\/leads-manager$/);
  const row = page.locator('.ds-leads-table tbody tr.ant-table-row').filter({ hasText: 'Cedar Valley Cardiology' });
  await expect(row).toBeVisible();
  await expect(row.locator('.ant-tag')).toHaveText('Communicating');
});
