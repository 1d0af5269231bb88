import { signInThroughApi } from '../support/accounts';
import { dismissReleaseNotes } from '../support/auth';
import { florenceFixture, harborDental } from '../support/florence';
import { snapshotWideAndPhone, WIDE_DESKTOP } from '../support/screenshots';
import { expect, test } from '../support/test';

test.use({ viewport: WIDE_DESKTOP });

test("Florence: a buyer's reasons read as an analyst's paragraph, and its synergies are the pair's own", async ({ page }) => {
  const { account } = await florenceFixture(page.request, {}, [{ name: 'Harbor Dental Group', user_input: harborDental }]);
  await signInThroughApi(page.request, account);
  await page.goto('/leads/ai-recommendation');
  await dismissReleaseNotes(page);
  await page.getByRole('button', { name: 'Generate AI List' }).click();
  const reasons = page.getByRole('region', { name: 'Reasons For Target' });
  await expect(reasons).toBeVisible({ timeout: 30_000 });
  // The journeys ask for reduced motion: the reasons show whole at once, with nothing to skip.
  await expect(reasons.getByRole('button', { name: 'Skip' })).toBeHidden();

  const text = (await page.getByTestId('reasons-text').textContent()) ?? '';
  expect(text.length).toBeGreaterThan(100);
  expect(text.length).toBeLessThanOrEqual(600);
  // Never the company's own description quoted back, never a matched word in quotes.
  expect(text).not.toContain('Harbor Dental Group runs');
  expect(text).not.toMatch(/"/);
  await expect(page.locator('.ds-florence-synergies dd').first()).not.toHaveText('-');
  await snapshotWideAndPhone(page, 'florence-reasons');
});
