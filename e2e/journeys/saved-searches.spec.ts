import { testingRoutes } from '@dealscout/domain';
import type { Page } from '@playwright/test';
import { organizationFixture, signInThroughApi } from '../support/accounts';
import { dismissReleaseNotes } from '../support/auth';
import { readOutbox, waitForMail } from '../support/outbox';
import { snapshotWideAndPhone, WIDE_DESKTOP } from '../support/screenshots';
import { expect, test } from '../support/test';
import { callRoute } from '../support/api-call';

test.use({ viewport: WIDE_DESKTOP });

const rows = (page: Page) => page.locator('.ds-investor-table tbody tr.ant-table-row');
/** A word no other investor has, so the search matches only what this journey imports. */
const word = () => `Quillon${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

/** A professional in an organization (so sharing is offered), on the search for a word of their own. */
async function searchingUser(page: Page) {
  const { owner } = await organizationFixture(page.request, {
    name: 'Alert Partners',
    members: { owner: { first_name: 'Ada', last_name: 'Alert', organization_role: 'admin', role: 'professional' } },
  });
  await signInThroughApi(page.request, owner);
  const token = word();
  await page.goto(`/leads/dataset?search=${token}&tab=companies`);
  await dismissReleaseNotes(page);
  await expect(page.getByText('No investors match this search')).toBeVisible();
  return { owner, token };
}

/** 'Save search' of the search on screen, e-mail alerts on. */
async function saveWithAlerts(page: Page, name: string, { photograph = false } = {}) {
  await page.getByRole('button', { name: 'Save search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save search' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('switch', { name: 'E-mail me new matches' }).click();
  if (photograph) await snapshotWideAndPhone(page, 'saved-search-save');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Search saved')).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('a user saves a search with e-mail alerts, an import adds one match and one other investor, and one alert arrives', async ({
  page,
}) => {
  const { owner, token } = await searchingUser(page);
  await saveWithAlerts(page, `${token} makers`);

  // An operator imports two companies: one matches the saved search, one does not.
  const before = (await readOutbox()).length;
  const imported = await callRoute(page.request, testingRoutes.investorImport, {
    body: {
      csv: [
        'company_name,type,us_state_full,description',
        `${token} Surgical Instruments,corporation,Ohio,Makes surgical instruments`,
        'Plainview Freight Lines,corporation,Ohio,Trucking and freight',
      ].join('\n'),
    },
  });
  expect(imported.status(), await imported.text()).toBe(201);
  const link = await waitForMail(owner.email, /(http\S+\/leads\/dataset\?saved=[\w-]+)/, before);
  const alerts = (await readOutbox()).slice(before).filter((mail) => mail.includes(`To: ${owner.email}`) && mail.includes('?saved='));
  expect(alerts).toHaveLength(1);
  expect(alerts[0]).toContain(`${token} Surgical Instruments`);
  expect(alerts[0]).toMatch(/\/leads\/investors\/[\w-]+/);
  expect(alerts[0]).not.toContain('Plainview Freight Lines');

  // The mail's link runs the saved search.
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page).toHaveURL(new RegExp(`search=${token}.*tab=companies`));
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(`${token} Surgical Instruments`);
});

test('the saved searches list: what each looks for, run, rename and delete', async ({ page }) => {
  const { token } = await searchingUser(page);
  await page.getByRole('button', { name: 'Save search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save search' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Name the search to save it')).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'Share with my organization' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await saveWithAlerts(page, `${token} makers`, { photograph: true });

  const drawer = page.getByRole('dialog', { name: 'Saved searches' });
  await page.getByRole('button', { name: 'Saved searches' }).click();
  const item = drawer.locator('.ds-saved-search').filter({ hasText: `${token} makers` });
  await expect(item).toContainText(`Name: ${token} · Companies tab`);
  await expect(item).toContainText('Personal');
  await expect(item.getByRole('switch', { name: `E-mail me new matches of ${token} makers` })).toBeChecked();
  await snapshotWideAndPhone(page, 'saved-search-list');
  await drawer.getByRole('button', { name: 'Close' }).click();

  // Run restores the whole search (the box, the tab) from another one.
  await page.goto('/leads/dataset');
  await page.getByRole('button', { name: 'Saved searches' }).click();
  await drawer.getByRole('button', { name: `Run ${token} makers` }).click();
  await expect(page).toHaveURL(new RegExp(`search=${token}.*tab=companies`));
  await expect(page.getByRole('tab', { name: 'Companies', selected: true })).toBeVisible();
  await expect(page.getByLabel('Search investors by name')).toHaveValue(token);

  await page.getByRole('button', { name: 'Saved searches' }).click();
  await drawer.getByRole('button', { name: `Rename ${token} makers` }).click();
  const rename = page.getByRole('dialog', { name: 'Rename saved search' });
  await rename.getByLabel('Name').fill(`${token} instruments`);
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(drawer.getByRole('button', { name: `Run ${token} instruments` })).toBeVisible();
  await drawer.getByRole('button', { name: `Delete ${token} instruments` }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Delete' }).click();
  await expect(drawer.getByText('No saved searches yet')).toBeVisible();
});
