import type { Page } from '@playwright/test';
import { newProfessional } from '../support/accounts';
import { dismissReleaseNotes } from '../support/auth';
import { expectFitsPhoneWidth, PHONE, screenshotPath, snapshotWideAndPhone, WIDE_DESKTOP } from '../support/screenshots';
import { expect, test } from '../support/test';

test.use({ viewport: WIDE_DESKTOP });
test.setTimeout(60_000);

const rows = (page: Page) => page.locator('.ds-investor-table tbody tr.ant-table-row');

test('a professional searches by description, lifts a filter it named, and finds companies similar to a result', async ({ page }) => {
  await newProfessional(page.request, 'discovery');
  await page.goto('/leads/dataset');
  await dismissReleaseNotes(page);
  await expect(rows(page)).toHaveCount(10);

  // Description mode: sent on Enter; the place it names becomes a chip and leaves the words ranked by.
  await page.getByRole('radiogroup', { name: 'Search by' }).getByText('Description').click();
  const box = page.getByLabel('Describe the companies you look for');
  await box.fill('medical device makers in Texas');
  await box.press('Enter');
  await expect(page).toHaveURL(/mode=describe&describe=medical/);
  const read = page.getByRole('group', { name: 'Read from your description' });
  await expect(read.locator('.ant-tag')).toHaveText(['State: Texas']);
  await expect(read).toContainText('Ranked by meaning: medical device makers');
  await expect(async () => {
    const texts = await rows(page).allInnerTexts();
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.every((text) => text.includes('Texas'))).toBe(true);
  }).toPass({ timeout: 15_000 });
  await expect(rows(page).first()).toContainText('Matched:');
  await snapshotWideAndPhone(page, 'discovery-describe');

  // Lifting the chip: no state filter, the words rank again.
  await read.getByRole('button', { name: 'Remove State: Texas' }).click();
  await expect(page).toHaveURL(/describe_off=state%3ATexas/);
  await expect(read.locator('.ant-tag')).toHaveCount(0);
  await expect(read).toContainText('Ranked by meaning: medical device makers in Texas');

  // 'Find similar' from a row: the detail at its similar companies, ten with why.
  const first = (await rows(page).first().locator('.ds-investor-name-text').innerText()).trim();
  await rows(page)
    .first()
    .getByRole('link', { name: `Find companies similar to ${first}` })
    .click();
  await expect(page).toHaveURL(/\/leads\/investors\/[^#]+#similar$/);
  const similar = page.locator('#similar');
  await expect(similar.getByRole('heading', { name: 'Similar companies' })).toBeVisible();
  await expect(similar.locator('.ds-similar-item')).toHaveCount(10);
  await expect(similar.locator('.ds-similar-reasons').first().locator('.ant-tag').first()).toBeVisible();
  // The industry shared is named by its code and title.
  await expect(
    similar.locator('.ds-similar-reasons .ant-tag', { hasText: /^(Same|Related) industry \(NAICS \d+ [A-Z]/ }).first(),
  ).toBeVisible();
  await expect(similar.getByRole('link', { name: first, exact: true })).toHaveCount(0);
  await snapshotWideAndPhone(page, 'discovery-similar');
  // The section alone at the phone's width, to read its reasons at full size.
  await page.setViewportSize(PHONE);
  await expectFitsPhoneWidth(page);
  await similar.screenshot({ path: screenshotPath('discovery-similar-section-phone') });

  // A place where nothing holds the description is lifted, and the page says so: dental businesses elsewhere.
  await page.setViewportSize(WIDE_DESKTOP);
  await page.goto(`/leads/dataset?mode=describe&describe=${encodeURIComponent('dental practice consolidators in Texas')}`);
  await expect(read).toContainText('Nothing in Texas matches your description: showing matches everywhere.');
  await expect(read.locator('.ant-tag')).toHaveCount(0);
  await expect(rows(page).first()).toContainText('dental');
  await snapshotWideAndPhone(page, 'discovery-widened');
});
