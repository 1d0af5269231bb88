import type { Page } from '@playwright/test';
import { signInThroughApi } from '../support/accounts';
import { dismissReleaseNotes } from '../support/auth';
import { florenceFixture, harborDental } from '../support/florence';
import { snapshotWideAndPhone, WIDE_DESKTOP } from '../support/screenshots';
import { expect, test } from '../support/test';

test.use({ viewport: WIDE_DESKTOP });
// Four screens and a list generated, each snapped at two widths: about 40 s on a quiet machine.
test.setTimeout(90_000);

/** Three dental deals of a dental distributor of the shipped dataset, as a licensed export writes them. */
const DEALS = [
  'Acquirer,Target,Target Description,Industry,Deal Value,Deal Date,Source',
  '"Patterson Companies, Inc.",Bright Smile Dental Group,"General and pediatric dental offices in Florida, with their own lab",Dental Practices,$40M,2023-05-10,https://example.com/deals/bright-smile',
  '"Patterson Companies, Inc.",Coastal Orthodontic Partners,"Orthodontics and dental implant clinics",Dental Practices;Orthodontics,,2021-02-01,',
  '"Patterson Companies, Inc.",Gulf Pediatric Dentistry,"Pediatric dentistry practices",Dental Practices,12.5M,2019-09-09,',
].join('\n');

const reasons = (page: Page) => page.getByRole('region', { name: 'Reasons For Target' });

test('deal history: a superuser imports deals in the browser, the investor shows them, and Florence cites one in its reasons', async ({
  page,
}) => {
  const { account } = await florenceFixture(page.request, { superuser: true }, [{ name: 'Harbor Dental Group', user_input: harborDental }]);
  await signInThroughApi(page.request, account);
  await page.goto('/leads/imports');
  await dismissReleaseNotes(page);
  await page.getByText('Deals', { exact: true }).click();
  await page.locator('input[type=file]').setInputFiles({ name: 'dental-deals.csv', mimeType: 'text/csv', buffer: Buffer.from(DEALS) });
  await expect(page.getByRole('heading', { name: '2. Map the columns of dental-deals.csv' })).toBeVisible();
  await page.getByRole('button', { name: 'Run import' }).click();
  await expect(page.getByRole('heading', { name: 'Import finished: dental-deals.csv' })).toBeVisible();
  const counts = page.locator('.ds-imports-count');
  await expect(counts.filter({ hasText: 'Added' })).toContainText('3');
  await expect(counts.filter({ hasText: 'Unmatched' })).toContainText('0');

  // The investor's detail lists its deals, newest first, with amount and source.
  const found = await page.request.get(`/api/dataset?search=${encodeURIComponent('Patterson Companies')}&limit=5`);
  const patterson = ((await found.json()) as { data: { id: string; company_name: string }[] }).data.find(
    (row) => row.company_name === 'Patterson Companies, Inc.',
  )!;
  await page.goto(`/leads/investors/${patterson.id}`);
  const history = page.locator('.ds-investor-section').filter({ has: page.getByRole('heading', { name: /Deal history/ }) });
  await expect(history.getByRole('heading', { name: 'Deal history (3)' })).toBeVisible();
  const deals = history.locator('.ds-investor-deal');
  await expect(deals.first()).toContainText('May 10, 2023');
  await expect(deals.first()).toContainText('Acquired Bright Smile Dental Group');
  await expect(deals.first()).toContainText('$40M');
  await expect(deals.first().getByRole('link', { name: 'Source' })).toHaveAttribute('href', 'https://example.com/deals/bright-smile');
  await expect(deals.nth(2)).toContainText('Gulf Pediatric Dentistry');
  await history.scrollIntoViewIfNeeded();
  await snapshotWideAndPhone(page, 'investor-deal-history');

  // Investor Search filters on a recent acquisition and shows each investor's deal count.
  await page.goto('/leads/dataset');
  await page.getByRole('button', { name: 'Advanced Filters' }).click();
  const advanced = page.getByRole('dialog', { name: 'Advanced Filters' });
  await advanced.getByLabel('Made an acquisition').click();
  await page.locator('.ant-select-item-option', { hasText: 'In the last 5 years' }).click();
  await advanced.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(advanced).toBeHidden();
  await expect(page.getByRole('group', { name: 'Filters in force' })).toContainText('Acquired: in the last 5 years');
  const row = page.locator('tbody tr.ant-table-row').filter({ hasText: 'Patterson Companies, Inc.' });
  await expect(row.getByRole('cell', { name: '3', exact: true })).toBeVisible();
  await snapshotWideAndPhone(page, 'investor-search-deals');

  // Florence ranks on them: Patterson's reasons name its past deals like the company.
  await page.goto('/leads/ai-recommendation');
  await page.getByRole('button', { name: 'Generate AI List' }).click();
  await expect(reasons(page)).toBeVisible({ timeout: 30_000 });
  await page.getByRole('textbox', { name: 'Search buyers' }).fill('Patterson');
  await page.getByRole('radio', { name: 'Select Patterson Companies, Inc.' }).click();
  const text = page.getByTestId('reasons-text');
  await expect(text).toContainText('companies like yours');
  await expect(text).toContainText('Bright Smile Dental Group (2023)');
  await snapshotWideAndPhone(page, 'florence-reasons-deal-history');
});
