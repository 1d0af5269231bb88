import type { Page } from '@playwright/test';
import { signInThroughApi } from '../support/accounts';
import { dismissReleaseNotes } from '../support/auth';
import { csvRows, downloadOf } from '../support/downloads';
import { florenceFixture, lakesideAnswers } from '../support/florence';
import { snapshotWideAndPhone, WIDE_DESKTOP } from '../support/screenshots';
import { expect, test } from '../support/test';

test.use({ viewport: WIDE_DESKTOP });

interface Buyer {
  id: string;
  rank: number;
  company_name: string;
  mark: 'good' | 'bad' | null;
  moved: string | null;
}

async function buyers(page: Page, companyId: string, query = 'limit=5'): Promise<{ data: Buyer[]; total: number; hidden: number }> {
  const reply = await page.request.get(`/api/company-buyers/${companyId}?${query}`);
  expect(reply.status()).toBe(200);
  return reply.json();
}

const reasons = (page: Page) => page.getByRole('region', { name: 'Reasons For Target' });
const profile = (page: Page, name: string) => page.getByRole('region', { name: `Profile of ${name}` });
const row = (page: Page, name: string) => page.getByRole('radio', { name: `Select ${name}` });

const photograph = snapshotWideAndPhone;

/** Lakeside Eye Partners' buyer list, generated through the screen; the company's id. */
async function generatedList(page: Page): Promise<string> {
  const { account, companyIds } = await florenceFixture(page.request, {}, [{ name: 'Lakeside Eye Partners', user_input: lakesideAnswers }]);
  await signInThroughApi(page.request, account);
  await page.goto('/leads/ai-recommendation');
  await dismissReleaseNotes(page);
  await page.getByRole('button', { name: 'Generate AI List' }).click();
  await expect(reasons(page)).toBeVisible({ timeout: 30_000 });
  return companyIds['Lakeside Eye Partners']!;
}

test('Florence: a buyer marked Not a fit leaves the list and comes back when restored', async ({ page }) => {
  const companyId = await generatedList(page);
  const [first, second] = (await buyers(page, companyId)).data;

  // The first buyer's profile offers the two marks.
  const firstProfile = profile(page, first!.company_name);
  await expect(firstProfile.getByRole('button', { name: 'Good fit' })).toBeVisible();
  await photograph(page, 'florence-marks');

  // Not a fit: the buyer leaves the list at once, the list says how many are hidden.
  await firstProfile.getByRole('button', { name: 'Not a fit' }).click();
  await expect(row(page, first!.company_name)).toBeHidden();
  await expect(page.getByText('Hidden: 1,')).toBeVisible();
  await expect(row(page, second!.company_name)).toBeVisible();
  expect((await buyers(page, companyId)).data.map((buyer) => buyer.id)).not.toContain(first!.id);

  // Shown: the hidden buyers alone, each with Restore.
  await page.getByRole('button', { name: 'Show the 1 hidden buyers' }).click();
  await expect(row(page, first!.company_name)).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.locator('.ds-florence-table').getByText('Not a fit', { exact: true })).toBeVisible();
  await expect(firstProfile).toContainText(`${first!.rank} before it was hidden`);
  await photograph(page, 'florence-marks-hidden');
  await firstProfile.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('No buyers are hidden')).toBeVisible();
  await page.getByRole('button', { name: 'Back to the list' }).click();

  // Restored: back at its place, nothing hidden.
  await expect(row(page, first!.company_name)).toBeVisible();
  await expect(page.getByText(/^Hidden:/)).toBeHidden();
  expect((await buyers(page, companyId)).data[0]).toMatchObject({ id: first!.id, rank: 1, mark: null });
});

test('Florence: Good fit lifts a buyer from page 3 to the first page, says why, and the CSV carries the mark', async ({ page }) => {
  const companyId = await generatedList(page);

  // Good fit on a buyer of page 3: it rises to the first page and says why.
  const low = (await buyers(page, companyId, 'offset=10&limit=5')).data[4]!;
  await page.getByRole('textbox', { name: 'Search buyers' }).fill(low.company_name);
  await row(page, low.company_name).check();
  await profile(page, low.company_name).getByRole('button', { name: 'Good fit' }).click();
  await expect(profile(page, low.company_name).getByRole('button', { name: 'Good fit' })).toHaveAttribute('aria-pressed', 'true');
  await expect(profile(page, low.company_name)).toContainText('Ranked higher: you marked it a good fit');
  await page.getByRole('textbox', { name: 'Search buyers' }).fill('');
  await expect(page.getByRole('row')).toHaveCount(6);
  await expect(row(page, low.company_name)).toBeVisible();
  const lifted = (await buyers(page, companyId)).data;
  expect(lifted.map((buyer) => buyer.id)).toContain(low.id);
  await row(page, low.company_name).check();
  await expect(profile(page, low.company_name)).toBeVisible();
  await photograph(page, 'florence-marks-good');

  // The CSV carries the marks.
  const csv = csvRows((await downloadOf(page, () => page.getByRole('button', { name: 'Download CSV' }).click())).bytes);
  expect(csv[0]!.at(-1)).toBe('Feedback');
  expect(csv.find((line) => line[0] === low.company_name)!.at(-1)).toBe('Good fit');
});
