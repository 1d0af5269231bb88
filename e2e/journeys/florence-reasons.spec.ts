import { weakAnswerMessages } from '@dealscout/domain';
import { harborDentalList } from '../support/florence';
import { snapshotWideAndPhone, WIDE_DESKTOP } from '../support/screenshots';
import { expect, test } from '../support/test';

test.use({ viewport: WIDE_DESKTOP });

test("Florence: a buyer's reasons read as an analyst's paragraph, and its synergies are the pair's own", async ({ page }) => {
  const { reasons } = await harborDentalList(page);
  // The journeys ask for reduced motion: the reasons show whole at once, with nothing to skip.
  await expect(reasons.getByRole('button', { name: 'Skip' })).toBeHidden();

  // The dental group's list is weak (issue 40): each reason starts with the partial-match sentence, then the engine's paragraph.
  const shown = (await page.getByTestId('reasons-text').textContent()) ?? '';
  expect(shown.startsWith(`${weakAnswerMessages.partialMatch} `)).toBe(true);
  const text = shown.slice(weakAnswerMessages.partialMatch.length + 1);
  expect(text.length).toBeGreaterThan(100);
  expect(text.length).toBeLessThanOrEqual(600);
  // Never the company's own description quoted back, never a matched word in quotes.
  expect(text).not.toContain('Harbor Dental Group runs');
  expect(text).not.toMatch(/"/);
  await expect(page.locator('.ds-florence-synergies dd').first()).not.toHaveText('-');
  await snapshotWideAndPhone(page, 'florence-reasons');
});
