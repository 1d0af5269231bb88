import type { Page } from '@playwright/test';
import { newProfessional } from '../support/accounts';
import { dismissReleaseNotes } from '../support/auth';
import { DESKTOP, expectFitsPhoneWidth, PHONE, screenshotPath, snapshot, snapshotWideAndPhone, WIDE_DESKTOP } from '../support/screenshots';
import { expect, test } from '../support/test';

/** Picks options of a searchable select by typing each and pressing Enter. */
async function choose(page: Page, label: string, ...options: string[]) {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  for (const option of options) {
    await box.fill(option);
    await page.keyboard.press('Enter');
  }
  await page.keyboard.press('Escape');
}

async function tags(page: Page, label: string, ...values: string[]) {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  for (const value of values) {
    await box.fill(value);
    await page.keyboard.press('Enter');
  }
}

/** Sets an importance slider: End goes to 10, then ArrowLeft down to the value. */
async function importance(page: Page, label: string, value: number) {
  const slider = page.getByRole('slider', { name: label });
  await slider.focus();
  await page.keyboard.press('End');
  for (let at = 10; at > value; at--) await page.keyboard.press('ArrowLeft');
}

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });
/** A question with its field and the error beside it. */
const questionBlock = (page: Page, text: string) => page.locator('.ds-question').filter({ has: page.getByText(text, { exact: true }) });

/** A professional with one company, on its Company Submission (at the desktop width, unless told). */
async function openSubmission(
  page: Page,
  user: string,
  { company = 'Lakeside Eye Partners', viewport = DESKTOP }: { company?: string; viewport?: { width: number; height: number } } = {},
) {
  await newProfessional(page.request, user);
  const created = await page.request.post('/api/user-company', { data: { company_name: company } });
  expect(created.status(), await created.text()).toBe(201);

  await page.setViewportSize(viewport);
  await page.goto('/leads/company-submission');
  await dismissReleaseNotes(page);
  await expect(page.getByRole('heading', { name: 'Company Submission' })).toBeVisible();
}

test('company submission: the recapitalize path under its masks, then discarded', async ({ page }) => {
  await openSubmission(page, 'questionnaire');
  await next(page).click();
  await expect(questionBlock(page, 'What is the goal of your company?')).toContainText('This field is required');
  await expect(page.getByRole('button', { name: 'Edit Company' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete Company' })).toBeVisible();

  // Recapitalize path: strategic partner, advantages, opportunities ready, cost and ROI under their masks.
  await choose(page, 'What is the goal of your company?', 'Recapitalize');
  await choose(page, 'Are you looking for a strategic partner or for cash?', 'Strategic partner');
  await choose(page, 'Which advantages should the strategic partner bring?', 'Cash', 'Marketing');
  await choose(page, 'Do you have opportunities ready if cash is provided?', 'Yes');
  const cost = page.getByLabel('What is the estimated cost of these opportunities?', { exact: true });
  await cost.pressSequentially('0012500000.999');
  await expect(cost).toHaveValue('$12,500,000.99');
  const roi = page.getByLabel('What return on investment do you expect from them?', { exact: true });
  await roi.pressSequentially('-18.25');
  await expect(roi).toHaveValue('18.25%');
  await expect(next(page)).toBeEnabled();
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  await snapshot(page, 'company-submission-recapitalize-desktop');
  await page.setViewportSize(PHONE);
  await expectFitsPhoneWidth(page);
  await snapshot(page, 'company-submission-recapitalize-phone');
  await page.setViewportSize(DESKTOP);

  // Discard: the draft goes and the questionnaire starts again from the submitted answers (none yet).
  await page.getByRole('button', { name: 'Discard Changes' }).click();
  await page.getByRole('button', { name: 'Discard', exact: true }).click();
  await expect(page.getByText('Draft Discarded Successfully')).toBeVisible();
  await expect(page.getByText('Draft', { exact: true })).toBeHidden();
  await expect(page.getByLabel('Are you looking for a strategic partner or for cash?', { exact: true })).toBeHidden();
});

test('company submission: sell path with a restored draft, submit, answers on company detail', async ({ page }) => {
  await openSubmission(page, 'questionnaire-sell');

  // Sell path.
  await choose(page, 'What is the goal of your company?', 'Sell');
  await choose(page, 'Do you want to sell all of the company or part of it?', 'Sell all');
  await importance(page, 'How much do you care about the price?', 8);
  await importance(page, 'How much do you care about what changes in the company after the sale?', 6);
  await expect(page.getByText('6 - Moderately Care')).toBeVisible();
  await choose(page, 'Do you prefer a strategic or a financial buyer?', 'Strategic');
  await choose(page, 'Which functional strengths should the buyer have?', 'Distribution', 'Marketing');
  await snapshot(page, 'company-submission-goals-desktop');
  await page.setViewportSize(PHONE);
  await expectFitsPhoneWidth(page);
  await snapshot(page, 'company-submission-goals-phone');
  await page.setViewportSize(DESKTOP);
  await next(page).click();

  await expect(page.getByRole('heading', { name: 'NAICS Industry Classification System' })).toBeVisible();
  await choose(page, 'Which NAICS sector is your company in?', '62');
  await choose(page, 'Which NAICS industry within that sector?', '621111');
  await choose(page, 'What is your primary sector?', 'Healthcare');
  await choose(page, 'What is your specialty?', 'Ophthalmology');
  // The autosave that holds the description (a second after the last answer).
  const described = page.waitForResponse(
    (reply) =>
      reply.url().includes('/api/company-draft/') &&
      reply.request().method() === 'POST' &&
      (reply.request().postData() ?? '').includes('Four ophthalmology clinics'),
  );
  await page
    .getByLabel('Describe your company', { exact: true })
    .fill('Four ophthalmology clinics and a surgery center around Columbus, Ohio.');

  // Leave mid-way, after the autosave, and come back: the draft is restored.
  expect((await described).ok()).toBe(true);
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  await page.goto('/leads/companies');
  await page.goto('/leads/company-submission');
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  // The draft resumes at the step it reached, its answers kept.
  await expect(page.getByLabel('Describe your company', { exact: true })).toHaveValue(/Four ophthalmology clinics/);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('slider', { name: 'How much do you care about the price?' })).toHaveAttribute('aria-valuenow', '8');
  await next(page).click();

  await page.getByLabel('What is your mission?', { exact: true }).fill('Restore sight close to home.');
  await page.getByLabel('What is your vision?', { exact: true }).fill('The first call for eye care in central Ohio.');
  await tags(page, 'Which words describe your company best? (its strengths)', 'Board-certified surgeons', 'Own surgery center');
  await choose(page, 'Country', 'United States');
  await choose(page, 'State', 'Ohio');
  await choose(page, 'Where does your company sit in the supply chain?', 'Healthcare Provider');
  await choose(page, 'In which states do you operate?', 'Ohio', 'Indiana');
  await tags(page, 'Which services do you offer?', 'Cataract surgery, LASIK');
  await tags(page, 'Which words describe your culture and values?', 'Patient first');
  await choose(page, 'Which workplace culture fits your company best?', 'Clan');
  await expect(next(page)).toBeEnabled();
  await snapshot(page, 'company-submission-attributes-desktop');
  await page.setViewportSize(PHONE);
  await expectFitsPhoneWidth(page);
  await snapshot(page, 'company-submission-attributes-phone');
  await page.setViewportSize(DESKTOP);
  await next(page).click();

  await expect(page.getByRole('heading', { name: 'Please input the full number' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Submit' });
  await submit.click();
  await expect(questionBlock(page, 'Revenue, year 1 (the last full year)')).toContainText('This field is required');
  await expect(page.getByLabel('Revenue, year 1 (the last full year)', { exact: true })).toBeFocused();
  const revenue = page.getByLabel('Revenue, year 1 (the last full year)', { exact: true });
  await revenue.pressSequentially('24500000');
  await expect(revenue).toHaveValue('$24,500,000');
  await page.getByLabel('Revenue, year 2 (optional)', { exact: true }).pressSequentially('26800000');
  await page.getByLabel('Expenses, year 1 (the last full year)', { exact: true }).pressSequentially('19600000');
  const ebitda = page.getByLabel('EBITDA, year 1 (the last full year)', { exact: true });
  await ebitda.pressSequentially('4900000');
  await expect(ebitda).toHaveValue('$4,900,000');
  await page.getByLabel('Intrinsic value: what the company is worth on its own', { exact: true }).pressSequentially('48000000');
  await page.getByLabel('Extrinsic value: what it is worth to a buyer', { exact: true }).pressSequentially('-61000000');
  await expect(page.getByLabel('Extrinsic value: what it is worth to a buyer', { exact: true })).toHaveValue('-$61,000,000');
  await page.getByLabel('Extrinsic value: what it is worth to a buyer', { exact: true }).fill('');
  await expect(page.getByText('This field is required')).toBeVisible();
  await page.getByLabel('Extrinsic value: what it is worth to a buyer', { exact: true }).pressSequentially('61000000');
  await snapshot(page, 'company-submission-financials-desktop');
  await page.setViewportSize(PHONE);
  await expectFitsPhoneWidth(page);
  await snapshot(page, 'company-submission-financials-phone');
  await page.setViewportSize(DESKTOP);

  await submit.click();
  await expect(page).toHaveURL(/\/leads\/company-detail$/);
  await expect(page.getByText('Four ophthalmology clinics and a surgery center around Columbus, Ohio.')).toBeVisible();
  await expect(page.getByText('$4.90mm')).toBeVisible();
  // NAICS codes with their titles.
  await expect(page.getByText('62 Health Care and Social Assistance')).toBeVisible();
  await page.setViewportSize(WIDE_DESKTOP);
  await snapshot(page, 'company-detail-naics-desktop');
  await page.setViewportSize(PHONE);
  await expectFitsPhoneWidth(page);
  await snapshot(page, 'company-detail-naics-phone');
  await page.setViewportSize(DESKTOP);
  await expect(page.getByText('Sell', { exact: true })).toBeVisible();
  await expect(page.getByText('Board-certified surgeons, Own surgery center')).toBeVisible();

  // Submitted: no draft any more, the answers come back as submitted.
  await page.goto('/leads/company-submission');
  await expect(page.getByRole('heading', { name: 'Company Submission' })).toBeVisible();
  await expect(page.getByText('Draft', { exact: true })).toBeHidden();
  await expect(next(page)).toBeEnabled();
});

test("questionnaire: a software company answers its specialty and supply-chain position from its sector's lists", async ({ page }) => {
  await openSubmission(page, 'questionnaire-sector', { company: 'Northbeam Security', viewport: WIDE_DESKTOP });
  await choose(page, 'What is the goal of your company?', 'Acquire');
  await next(page).click();
  await expect(page.getByRole('heading', { name: 'NAICS Industry Classification System' })).toBeVisible();
  await choose(page, 'Which NAICS sector is your company in?', '51');
  await choose(page, 'Which NAICS industry within that sector?', '513210');
  await choose(page, 'What is your primary sector?', 'Technology');

  // The specialties are the sector's, under its sub-industries; health care's are not offered.
  const specialty = page.getByRole('combobox', { name: 'What is your specialty?', exact: true });
  await specialty.click();
  await specialty.fill('security');
  const open = page.locator('.ant-select-dropdown:visible');
  await expect(open.locator('.ant-select-item-group', { hasText: 'Cybersecurity' })).toBeVisible();
  await expect(open.getByText('Cloud Security', { exact: true })).toBeVisible();
  await page.screenshot({ path: screenshotPath('questionnaire-sector-specialties-open-desktop') });
  await specialty.fill('Ophthalmology');
  await expect(open.getByText('Ophthalmology', { exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await choose(page, 'What is your specialty?', 'Cloud Security');

  const position = page.getByRole('combobox', { name: 'Where does your company sit in the supply chain?', exact: true });
  await position.click();
  await expect(open.getByText('Software Vendor', { exact: true })).toBeVisible();
  await expect(open.getByText('Healthcare Provider', { exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
  // The draft keeps the sector's answers.
  const saved = page.waitForResponse(
    (reply) => reply.url().includes('/api/company-draft/') && !!reply.request().postData()?.includes('Software Vendor'),
  );
  await choose(page, 'Where does your company sit in the supply chain?', 'Software Vendor');
  expect((await saved).request().postData()).toContain('Cloud Security');
  await expect(questionBlock(page, 'What is your specialty?')).toContainText('Cloud Security');
  await expect(questionBlock(page, 'Where does your company sit in the supply chain?')).toContainText('Software Vendor');
  await snapshotWideAndPhone(page, 'questionnaire-sector-attributes');
});

test('questionnaire: Next names the empty required fields beside them, the United States heads the countries, a reload resumes the step', async ({
  page,
}) => {
  await openSubmission(page, 'questionnaire-resume', { company: 'Harbor Vision Clinics', viewport: WIDE_DESKTOP });

  const draftSaved = (answer: string) =>
    page.waitForResponse((reply) => reply.url().includes('/api/company-draft/') && !!reply.request().postData()?.includes(answer));
  let saved = draftSaved('Acquire');
  await choose(page, 'What is the goal of your company?', 'Acquire');
  await saved;
  await next(page).click();
  await expect(page).toHaveURL(/[?&]step=attributes/);
  const naics = page.getByRole('heading', { name: 'NAICS Industry Classification System' });
  await expect(naics).toBeVisible();
  // A reload stays on the step; so does coming back later, where the draft got to.
  await page.reload();
  await expect(naics).toBeVisible();
  // The reloaded draft shows its empty dropdowns empty, not 'None' (issue 41), and offers no 'None' to pick.
  const sector = questionBlock(page, 'Which NAICS sector is your company in?');
  await expect(sector.locator('.ant-select-content')).toHaveText('Select');
  await expect(questionBlock(page, 'What is your primary sector?').locator('.ant-select-content')).toHaveText('Select');
  await page.goto('/leads/companies');
  await page.goto('/leads/company-submission');
  await expect(naics).toBeVisible();

  // Next is pressable: each empty required field says so beside it, the headquarters which part is missing.
  await next(page).click();
  const headquarters = questionBlock(page, 'Where is your company headquartered?');
  await expect(headquarters).toContainText('Choose the country and the state');
  await expect(sector).toContainText('This field is required');
  await expect(questionBlock(page, 'What is your primary sector?')).toContainText('This field is required');
  await expect(questionBlock(page, 'Describe your company')).toContainText('This field is required');
  await expect(questionBlock(page, 'Describe your specialty more narrowly (optional)')).not.toContainText('required');
  // The first of them, the NAICS sector, takes the focus.
  await expect(page.getByRole('combobox', { name: 'Which NAICS sector is your company in?', exact: true })).toBeFocused();
  await page.getByRole('combobox', { name: 'What is your primary sector?', exact: true }).click();
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option').first()).not.toHaveAttribute('title', 'None');
  await page.keyboard.press('Escape');
  await expect(naics).toBeVisible();
  await headquarters.scrollIntoViewIfNeeded();
  await snapshot(page, 'company-submission-missing-desktop', { fullPage: false });
  await page.setViewportSize(PHONE);
  await expectFitsPhoneWidth(page);
  await headquarters.scrollIntoViewIfNeeded();
  await snapshot(page, 'company-submission-missing-phone', { fullPage: false });
  await page.setViewportSize(WIDE_DESKTOP);

  // The United States is the first country, before anything is typed.
  await page.getByRole('combobox', { name: 'Country', exact: true }).click();
  const firstCountry = page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
  await expect(firstCountry).toHaveAttribute('title', 'United States');
  await firstCountry.click();
  await expect(headquarters).toContainText('Choose the state');
  await choose(page, 'State', 'Ohio');
  await expect(headquarters.locator('.ds-question-error')).toHaveCount(0);

  await choose(page, 'Which NAICS sector is your company in?', '62');
  await choose(page, 'Which NAICS industry within that sector?', '621111');
  await choose(page, 'What is your primary sector?', 'Healthcare');
  await choose(page, 'What is your specialty?', 'Ophthalmology');
  await page.getByLabel('Describe your company', { exact: true }).fill('Eye clinics on the lake shore.');
  await page.getByLabel('What is your mission?', { exact: true }).fill('Clear sight.');
  await page.getByLabel('What is your vision?', { exact: true }).fill('Every town with an eye doctor.');
  await tags(page, 'Which words describe your company best? (its strengths)', 'Same-day visits');
  await choose(page, 'Where does your company sit in the supply chain?', 'Healthcare Provider');
  await choose(page, 'In which states do you operate?', 'Ohio');
  await tags(page, 'Which services do you offer?', 'Cataract surgery');
  await tags(page, 'Which words describe your culture and values?', 'Kindness');
  saved = draftSaved('Adhocracy');
  await choose(page, 'Which workplace culture fits your company best?', 'Adhocracy');
  await saved;
  await next(page).click();
  const financials = page.getByRole('heading', { name: 'Please input the full number' });
  await expect(financials).toBeVisible();
  await page.reload();
  await expect(financials).toBeVisible();
  await page.goto('/leads/company-detail');
  await page.goto('/leads/company-submission');
  await expect(financials).toBeVisible();
});
