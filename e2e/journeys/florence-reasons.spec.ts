import type { UserInput } from '@dealscout/domain';
import { signInThroughApi } from '../support/accounts';
import { dismissReleaseNotes } from '../support/auth';
import { florenceFixture, lakesideAnswers } from '../support/florence';
import { snapshotWideAndPhone, WIDE_DESKTOP } from '../support/screenshots';
import { expect, test } from '../support/test';

test.use({ viewport: WIDE_DESKTOP });

/** A dental group of 22 offices in Florida seeking a strategic buyer (issue 28's new user), answered in full. */
const [goals, attributes, financials] = lakesideAnswers as [UserInput[number], UserInput[number], UserInput[number]];
const harborDental = [
  goals,
  {
    ...attributes,
    'NAICS-Sub-Dropdown': ['621210'],
    speciality_input: ['Multispeciality Group Practice'],
    narrow_specialty_input: ['General and pediatric dentistry'],
    description_input: [
      'Harbor Dental Group runs 22 general and pediatric dental offices across Florida, with 61 dentists and its own lab.',
    ],
    descriptor_input: ['Own dental lab', 'Strong referral network'],
    location_input: ['United States', 'Florida'],
    area_of_operations_dropdown: ['Florida'],
    service_input: ['General dentistry', 'Pediatric dentistry', 'Orthodontics', 'Dental implants'],
  },
  financials,
];

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
