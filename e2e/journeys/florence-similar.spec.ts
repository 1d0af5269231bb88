import { signInThroughApi } from '../support/accounts';
import { dismissReleaseNotes } from '../support/auth';
import { florenceFixture, lakesideAnswers } from '../support/florence';
import { WIDE_DESKTOP } from '../support/screenshots';
import { expect, test } from '../support/test';

test.use({ viewport: WIDE_DESKTOP });
// A list is generated first: on this shared machine under load that alone can take half a minute.
test.setTimeout(120_000);

test("'Find similar' on a Florence buyer opens its detail at ten similar companies, each with why", async ({ page }) => {
  const { account, companyIds } = await florenceFixture(page.request, {}, [{ name: 'Lakeside Eye Partners', user_input: lakesideAnswers }]);
  await signInThroughApi(page.request, account);
  await page.goto('/leads/ai-recommendation');
  await dismissReleaseNotes(page);
  await page.getByRole('button', { name: 'Generate AI List' }).click();
  await expect(page.getByRole('region', { name: 'Reasons For Target' })).toBeVisible({ timeout: 60_000 });
  const reply = await page.request.get(`/api/company-buyers/${companyIds['Lakeside Eye Partners']}?limit=1`);
  expect(reply.status()).toBe(200);
  const [first] = (await reply.json()).data as { id: string; company_name: string }[];

  await page.getByRole('region', { name: `Profile of ${first!.company_name}` }).getByRole('link', { name: 'Find similar' }).click();
  await expect(page).toHaveURL(new RegExp(`/leads/investors/${first!.id}#similar$`));
  const similar = page.locator('#similar');
  await expect(similar.getByRole('heading', { name: 'Similar companies' })).toBeVisible();
  await expect(similar.locator('.ds-similar-item')).toHaveCount(10);
  await expect(similar.locator('.ds-similar-reasons').first().locator('.ant-tag').first()).toBeVisible();
  await expect(similar.getByRole('link', { name: first!.company_name, exact: true })).toHaveCount(0);
});
