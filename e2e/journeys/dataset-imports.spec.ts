import { randomBytes } from 'node:crypto';
import { testingRoutes } from '@dealscout/domain';
import type { Page } from '@playwright/test';
import { FIXTURE_PASSWORD, newProfessional, uniqueEmail } from '../support/accounts';
import { callRoute } from '../support/api-call';
import { dismissReleaseNotes, signInWithCode } from '../support/auth';
import { csvRows, downloadOf } from '../support/downloads';
import { snapshotWideAndPhone } from '../support/screenshots';
import { expect, test } from '../support/test';

const WIDE = { width: 1440, height: 900 } as const;

const sidebarLinks = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link');

/** The mapping table's row of one of our fields. */
const mappingRow = (page: Page, label: string) =>
  page
    .locator('.ds-imports-mapping')
    .getByRole('row')
    .filter({ has: page.getByRole('combobox', { name: `Column for ${label}`, exact: true }) });

/** Picks an option of an antd select by its visible text, as a person would. */
async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.locator('.ant-select-item-option', { hasText: new RegExp(`^${option}$`) }).click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

test('a superuser imports an investor CSV of its own shape: maps a column, sees a row’s problem, runs it and finds the investor', async ({
  page,
  request,
}) => {
  const admin = { email: uniqueEmail('imports-admin'), password: FIXTURE_PASSWORD };
  const created = await callRoute(request, testingRoutes.fixtures, {
    body: { organization: 'Importing Partners', users: [{ ...admin, first_name: 'Ivo', last_name: 'Importer', superuser: true }] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const firm = `Quillfeather Capital ${randomBytes(3).toString('hex')}`;
  const csv = [
    'Firm,Homepage,INVESTOR_TYPE,Blurb,EBITDA (MM)',
    `${firm},https://quillfeather.example,private equity,Buys dental practices in the Midwest,12`,
    `Brokenlink Partners,not-a-website,venture capital,Seed rounds,`,
  ].join('\n');

  await page.setViewportSize(WIDE);
  await signInWithCode(page, admin.email, admin.password);
  await dismissReleaseNotes(page);
  await sidebarLinks(page).filter({ hasText: 'Dataset Imports' }).click();
  await expect(page).toHaveURL(/\/leads\/imports$/);
  await expect(page.getByRole('heading', { name: 'Dataset Imports', level: 1 })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Investors' })).toBeChecked();

  await page.locator('input[type=file]').setInputFiles({ name: 'licensed-firms.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByRole('heading', { name: '2. Map the columns of licensed-firms.csv' })).toBeVisible();
  // Guessed from the headers: the firm, its homepage, its type and its EBITDA; the blurb is not.
  for (const [field, header] of [
    ['Company name', 'Firm'],
    ['Website', 'Homepage'],
    ['Type', 'INVESTOR_TYPE'],
    ['Preferred EBITDA', 'EBITDA (MM)'],
    ['Description', 'Not imported'],
  ]) {
    await expect(mappingRow(page, field!)).toContainText(header!);
  }
  await pick(page, 'Column for Description', 'Blurb');
  await expect(mappingRow(page, 'Description')).toContainText('Blurb');
  const preview = page.locator('.ds-imports-preview');
  await expect(preview.getByRole('row').filter({ hasText: firm })).toContainText('Buys dental practices in the Midwest');
  const broken = preview.getByRole('row').filter({ hasText: 'Brokenlink Partners' });
  await expect(broken).toContainText('url must be a web address starting with http:// or https://');
  await expect(page.getByText('1 of these rows has problems')).toBeVisible();
  await snapshotWideAndPhone(page, 'dataset-imports-mapping');

  await page.getByRole('button', { name: 'Run import' }).click();
  await expect(page.getByRole('heading', { name: 'Import finished: licensed-firms.csv' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByText('2 rows read.')).toBeVisible();
  const counts = page.locator('.ds-imports-count');
  await expect(counts.filter({ hasText: 'Added' })).toContainText('1');
  await expect(counts.filter({ hasText: 'Rejected' })).toContainText('1');
  const { download, bytes } = await downloadOf(page, () => page.getByRole('link', { name: 'Download report' }).click());
  expect(download.suggestedFilename()).toBe('licensed-firms.report.csv');
  expect(csvRows(bytes).filter((row) => row.length > 1)).toEqual([
    ['line', 'outcome', 'reason'],
    ['3', 'rejected', 'url must be a web address starting with http:// or https://'],
  ]);
  await snapshotWideAndPhone(page, 'dataset-imports-finished');

  await sidebarLinks(page).filter({ hasText: 'Investor Search' }).click();
  await page.getByLabel('Search investors by name').fill(firm);
  await expect(page.locator('.ds-investor-table tbody tr.ant-table-row').filter({ hasText: firm })).toBeVisible();
});

test('a professional user has no Dataset Imports: no sidebar entry, the page sends them home, the API answers 403', async ({ page }) => {
  await newProfessional(page.request, 'imports-pro');
  await page.setViewportSize(WIDE);
  await page.goto('/leads/imports');
  await expect(page).toHaveURL(/\/leads\/companies$/);
  await dismissReleaseNotes(page);
  await expect(sidebarLinks(page)).not.toContainText(['Dataset Imports']);
  expect((await page.request.get('/api/dataset-imports/investors/run')).status()).toBe(403);
});
