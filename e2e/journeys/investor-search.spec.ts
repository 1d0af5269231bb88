import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { newProfessional, organizationFixture } from '../support/accounts';
import { dismissReleaseNotes, signInWithCode } from '../support/auth';
import { downloadOf } from '../support/downloads';
import { expectFitsPhoneWidth, PHONE, snapshot } from '../support/screenshots';

const WIDE = { width: 1440, height: 900 } as const;

const table = (page: Page) => page.locator('.ds-investor-table');
const rows = (page: Page) => table(page).locator('tbody tr.ant-table-row');
const searchBox = (page: Page) => page.getByLabel('Search investors by name');

/** Picks options of a multi-select by typing each (the first match is taken), then closes its list. */
async function choose(drawer: Locator, label: string, options: string[]) {
  const field = drawer.getByLabel(label, { exact: true });
  for (const option of options) {
    await field.fill(option);
    await field.press('Enter');
    await expect(drawer.locator('.ant-select-selection-item', { hasText: option })).toBeVisible();
  }
  await field.press('Escape');
}

/** Every row of the page matches, once the new answer has replaced the last one. */
async function everyRow(page: Page, pattern: RegExp) {
  await expect(async () => {
    const texts = await rows(page).allInnerTexts();
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text).toMatch(pattern);
  }).toPass({ timeout: 10_000 });
}

/** The filters the first journey applies, in force. */
const IN_FORCE = ['State: Texas', 'Type: Corporation', 'Keyword: oil', 'Sector: Energy'];

test('a professional searches, filters and pages the investors; the filters survive a reload', async ({ page }) => {
  await newProfessional(page.request, 'investor-search');
  await page.setViewportSize(WIDE);
  await page.goto('/leads/dataset');
  await dismissReleaseNotes(page);
  await expect(page.getByRole('heading', { name: 'Investors', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/Investors/);
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Investor Search' })).toBeVisible();
  await expect(rows(page)).toHaveCount(10);
  await expect(page.getByText(/free search/)).toHaveCount(0);

  // The name search waits for typing to pause, then asks once.
  await searchBox(page).fill('pharma');
  await expect(page).toHaveURL(/search=pharma/);
  await everyRow(page, /pharma/i);
  await searchBox(page).fill('');
  await expect(page).not.toHaveURL(/search=/);

  // Tabs: Investors are the venture and private equity firms; pages with the quick jump.
  await page.getByRole('tab', { name: 'Investors' }).click();
  await expect(page).toHaveURL(/tab=investors/);
  // How licensed preferences get in is for superusers only.
  await expect(page.getByText('Investment preferences are not disclosed in open data')).toHaveCount(0);
  await everyRow(page, /Private Equity|Venture Capital/);
  await table(page).getByRole('listitem', { name: '2', exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  const jump = table(page).getByRole('textbox', { name: /page/i });
  await jump.fill('3');
  await jump.press('Enter');
  await expect(page).toHaveURL(/page=3/);
  await everyRow(page, /Private Equity|Venture Capital/);
  await page.getByRole('tab', { name: 'All Records' }).click();
  await expect(page).not.toHaveURL(/tab=|page=/);

  // A tab picked while the typed search is still settling keeps both: the search lands on that tab.
  await searchBox(page).fill('capital');
  await page.getByRole('tab', { name: 'Investors' }).click();
  await expect(page).toHaveURL(/search=capital/);
  await expect(page).toHaveURL(/tab=investors/);
  await searchBox(page).fill('');
  await expect(page).not.toHaveURL(/search=/);
  await page.getByRole('tab', { name: 'All Records' }).click();
  await expect(page).not.toHaveURL(/tab=|page=/);

  // The filter drawer: states and types, applied together.
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const filters = page.getByRole('dialog', { name: 'Filters' });
  await choose(filters, 'State', ['Texas']);
  await choose(filters, 'Type', ['Corporation']);
  await filters.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(filters).toBeHidden();
  await expect(page.getByRole('button', { name: 'Filters (2)', exact: true })).toBeVisible();
  await everyRow(page, /Corporation[\s\S]*Texas/);

  // Advanced filters: corporations get NAICS and sectors, not the private-equity ranges.
  await page.getByRole('button', { name: 'Advanced Filters' }).click();
  const advanced = page.getByRole('dialog', { name: 'Advanced Filters' });
  await expect(advanced.getByLabel('NAICS Industry')).toBeVisible();
  await expect(advanced.getByText('Preferred EBITDA')).toHaveCount(0);
  await choose(advanced, 'Sector', ['Energy']);
  const keywords = advanced.getByLabel('Keywords');
  await keywords.fill('oil');
  await keywords.press('Enter');
  await expect(advanced).toBeVisible();
  await snapshot(page, 'investors-advanced-desktop', { fullPage: false });
  // The answer to the applied filters names the first row (the rows on screen may still be the last answer's).
  const answer = page.waitForResponse((response) => response.url().includes('/api/dataset?') && response.url().includes('oil'));
  await advanced.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(advanced).toBeHidden();
  const first = ((await (await answer).json()) as { data: { company_name: string }[] }).data[0]!.company_name;
  const inForce = page.getByRole('group', { name: 'Filters in force' });
  await expect(inForce.locator('.ant-tag')).toHaveText(IN_FORCE);
  await expect(rows(page).first()).toContainText(first);
  await everyRow(page, /Texas/);

  // A reload keeps every filter.
  await page.reload();
  await expect(inForce.locator('.ant-tag')).toHaveText(IN_FORCE);
  await expect(rows(page).first()).toContainText(first);
});

test('a professional opens an investor of a filtered search: profile, full profile, source, detail and back, on a phone too', async ({
  page,
}) => {
  await newProfessional(page.request, 'investor-profile');
  await page.setViewportSize(WIDE);
  // The search the journey above leaves, as its address says (a link or a reload brings it back so).
  const advanced = encodeURIComponent(JSON.stringify({ keywords: ['oil'], sectors: ['Energy'] }));
  await page.goto(`/leads/dataset?state=Texas&type=corporation&advanced=${advanced}`);
  await dismissReleaseNotes(page);
  const inForce = page.getByRole('group', { name: 'Filters in force' });
  const filters = page.getByRole('dialog', { name: 'Filters' });
  await expect(inForce.locator('.ant-tag')).toHaveText(IN_FORCE);
  await everyRow(page, /Texas/);

  // The selected row fills the profile card; Full Profile and Source open over the search.
  const second = (await rows(page).nth(1).locator('.ds-investor-name-text').innerText()).trim();
  await page.getByRole('radio', { name: `Select ${second}` }).check();
  const card = page.getByRole('region', { name: `Profile of ${second}` });
  await expect(card.getByRole('heading', { name: second })).toBeVisible();
  await snapshot(page, 'investors-desktop');

  await card.getByRole('button', { name: 'Full Profile' }).click();
  const profile = page.getByRole('dialog', { name: second });
  for (const label of ['Type', 'NAICS Industry', 'Sector Focus', 'HQ Address', 'Preferred EBITDA', 'Equity Investment']) {
    await expect(profile.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(profile.getByRole('region', { name: 'Investment Preferences' }).locator('dd').first()).toHaveText('Not disclosed');
  await expect(profile).toBeVisible();
  await snapshot(page, 'investors-full-profile-desktop', { fullPage: false });
  await profile.getByRole('button', { name: 'Close' }).click();
  await expect(profile).toBeHidden();

  await card.getByRole('button', { name: 'Source' }).click();
  const source = page.getByRole('dialog', { name: 'Source' });
  await expect(source.getByRole('listitem').first()).toBeVisible();
  await expect(source.getByRole('link', { name: /FinanceDatabase/ })).toHaveAttribute('target', '_blank');
  await expect(source).toBeVisible();
  await snapshot(page, 'investors-source-desktop', { fullPage: false });
  await source.getByRole('button', { name: 'Close' }).click();

  // The detail page, and back to the same search.
  await card.getByRole('link', { name: 'Investor Detail' }).click();
  await expect(page).toHaveURL(/\/leads\/investors\/[\w-]+$/);
  await expect(page.getByRole('heading', { name: 'Investor Detail', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: second })).toBeVisible();
  await expect(page.getByText('No activities recorded for this investor')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Investment Preferences' }).getByText('Preferred Revenue')).toBeVisible();
  await snapshot(page, 'investor-detail-desktop');
  await page.setViewportSize(PHONE);
  await expectFitsPhoneWidth(page);
  await snapshot(page, 'investor-detail-phone');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/leads\/dataset\?.*state=Texas/);
  await expect(inForce.locator('.ant-tag')).toHaveCount(4);

  // On a phone: stacked rows without sideways scrolling, drawers the full width.
  await expect(rows(page).first()).toBeVisible();
  const overflow = await table(page).evaluate((element) =>
    [...element.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body')].some(
      (part) => part.scrollWidth > part.clientWidth + 1,
    ),
  );
  expect(overflow).toBe(false);
  await expectFitsPhoneWidth(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await snapshot(page, 'investors-phone');
  await page.getByRole('button', { name: 'Filters (2)', exact: true }).click();
  await expect(filters).toBeVisible();
  expect((await filters.boundingBox())?.width).toBe(PHONE.width);
  await snapshot(page, 'investors-filters-phone', { fullPage: false });
  await filters.getByRole('button', { name: 'Reset Filters' }).click();
  await expect(filters).toBeHidden();
  await expect(inForce.locator('.ant-tag')).toHaveText(['Keyword: oil', 'Sector: Energy']);
});

test('a trial user spends free searches on what they type or filter, never on tabs, pages, sorts, profiles or exports', async ({
  page,
  request,
}) => {
  const team = await organizationFixture(request, {
    name: 'Trial Partners',
    members: { trial: { first_name: 'Tess', last_name: 'Trial', organization_role: 'admin', free_trial_searches: 2 } },
  });
  await page.setViewportSize(WIDE);
  await signInWithCode(page, team.trial.email, team.trial.password);
  await dismissReleaseNotes(page);
  const banner = page.locator('.ds-investor-trial');
  /** Does `act`, waits for the search it sends (whose address holds `part`), then gives the banner: the reply's searches left. */
  const after = async (act: () => Promise<unknown>, part = '') => {
    const answered = page.waitForResponse((response) => response.url().includes('/api/dataset') && response.url().includes(part));
    await act();
    await answered;
    return banner;
  };

  // Opening the page is not a search.
  await expect(
    await after(() => page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Investor Search' }).click()),
  ).toHaveText(/You have 2 free searches left\./);
  await expect(rows(page)).toHaveCount(10);
  for (const tab of ['companies', 'investors']) {
    const clicked = () => page.getByRole('tab', { name: tab === 'companies' ? 'Companies' : 'Investors' }).click();
    await expect(await after(clicked, `tab=${tab}`)).toHaveText(/You have 2 free searches left\./);
  }
  await page.getByRole('tab', { name: 'All Records' }).click();
  await expect(page).not.toHaveURL(/tab=/);
  await expect(rows(page)).toHaveCount(10);

  // A typed query is; its pages, sorts and tabs are not.
  await expect(await after(() => searchBox(page).fill('bancorp'), 'bancorp')).toHaveText(/This is your last free search\./);
  await everyRow(page, /bancorp/i);
  await expect(await after(() => table(page).getByRole('listitem', { name: '2', exact: true }).click(), 'offset=10')).toHaveText(
    /last free search/,
  );
  await expect(page).toHaveURL(/page=2/);
  await expect(await after(() => table(page).getByRole('columnheader', { name: 'Name' }).click(), 'sort=company_name')).toHaveText(
    /last free search/,
  );
  await expect(page).toHaveURL(/sort=/);
  await expect(await after(() => page.getByRole('tab', { name: 'Companies' }).click(), 'tab=companies')).toHaveText(/last free search/);
  await page.getByRole('tab', { name: 'All Records' }).click();
  await expect(page).not.toHaveURL(/tab=/);
  await expect(rows(page).first()).toBeVisible();

  // Opening a profile and its detail page, and exporting, are not searches either.
  const name = (await rows(page).first().locator('.ds-investor-name-text').innerText()).trim();
  await page.getByRole('radio', { name: `Select ${name}` }).check();
  const card = page.getByRole('region', { name: `Profile of ${name}` });
  await card.getByRole('link', { name: 'Investor Detail' }).click();
  await expect(page.getByRole('heading', { name: 'Investor Detail', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(banner).toHaveText(/last free search/);
  await expect(
    await after(() => downloadOf(page, () => page.getByRole('button', { name: 'Download CSV' }).click()), 'limit=100'),
  ).toHaveText(/last free search/);

  // The same search asked again (a reload asks the server anew) within 10 minutes counts once.
  await expect(await after(() => page.reload(), 'bancorp')).toHaveText(/last free search/);

  // A new query spends the last one; the next meets the gate.
  await expect(await after(() => searchBox(page).fill('insurance'), 'insurance')).toContainText(
    'Your free trial has ended. Upgrade to keep searching investors.',
  );
  await expect(rows(page).first()).toBeVisible();
  await searchBox(page).fill('health');

  const gate = page.locator('.ds-investor-gate');
  await expect(gate.getByRole('heading', { name: 'Free trial limit reached' })).toBeVisible();
  await expect(rows(page)).toHaveCount(0);
  await snapshot(page, 'investors-trial-gate-desktop');
  await page.setViewportSize(PHONE);
  await expectFitsPhoneWidth(page);
  await snapshot(page, 'investors-trial-gate-phone');

  await gate.getByRole('button', { name: 'Upgrade Now' }).click();
  const upgrade = page.getByRole('dialog', { name: 'Upgrade Now' });
  await expect(upgrade.getByLabel('Email')).toHaveValue(team.trial.email);
  await expect(upgrade.getByLabel('Name')).toHaveValue('Tess Trial');
  await expect(upgrade).toBeVisible();
  await snapshot(page, 'investors-upgrade-phone', { fullPage: false });
  await upgrade.getByRole('button', { name: 'Send upgrade request' }).click();
  await expect(page.getByText('Message sent successfully, we will get back to you')).toBeVisible();
});
