import { testingRoutes } from '@dealscout/domain';
import type { Page } from '@playwright/test';
import { FIXTURE_PASSWORD, newProfessional, uniqueEmail } from '../support/accounts';
import { dismissReleaseNotes, signInWithCode } from '../support/auth';
import { expectFitsPhoneWidth, PHONE, snapshot } from '../support/screenshots';
import { expect, test } from '../support/test';
import { callRoute } from '../support/api-call';

const WIDE = { width: 1440, height: 900 } as const;

const sidebarLinks = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link');
const chart = (page: Page, title: string) => page.getByRole('region', { name: title });

test('a superuser reads the charts, the recent sign-ins and a user’s card after 90 days of history', async ({ page, request }) => {
  const admin = { email: uniqueEmail('analytics-admin'), password: FIXTURE_PASSWORD };
  const studied = { email: uniqueEmail('analytics-user'), password: FIXTURE_PASSWORD };
  const created = await callRoute(request, testingRoutes.fixtures, {
    body: {
      organization: 'Harborview Analytics Partners',
      users: [
        { ...admin, first_name: 'Ada', last_name: 'Admin', superuser: true, history_days: 90 },
        { ...studied, first_name: 'Stella', last_name: 'Studied', role: 'enterprise', organization_role: 'admin', history_days: 90 },
      ],
      companies: [{ name: 'Studied Eye Clinic', owner: studied.email }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const studiedId: string = (await created.json()).users[1].id;

  await page.setViewportSize(WIDE);
  await signInWithCode(page, admin.email, admin.password);
  await dismissReleaseNotes(page);
  await sidebarLinks(page).filter({ hasText: 'Admin Analytics' }).click();
  await expect(page).toHaveURL(/\/leads\/analytics$/);
  await expect(page.getByRole('heading', { name: 'Admin Analytics', level: 1 })).toBeVisible();

  // The summary counts everyone, so at least the two users of this journey and the downloads of their history.
  const totals = page.getByRole('list', { name: 'Product totals' });
  await expect(totals.getByRole('listitem').filter({ hasText: 'Total Users' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Downloads by everyone' }).getByRole('listitem')).toHaveCount(3);

  // Each chart draws its week; the superuser just signed in, and came back after the seeded history.
  for (const title of ['Active Users', 'Total Time Spent By Users', 'Return Users']) {
    await expect(chart(page, title).locator('.recharts-surface')).toBeVisible();
    await expect(chart(page, title).getByRole('combobox', { name: `${title}: period` })).toBeVisible();
  }
  await expect(chart(page, 'Active Users')).toContainText(/\d+ users? signed in during this period/);
  await expect(page.getByRole('region', { name: 'Recent Users' })).toContainText(admin.email);

  // A year reads by the month; hovering a bucket shows its figure.
  await chart(page, 'Active Users').getByRole('combobox', { name: 'Active Users: period' }).click();
  await page.getByRole('option', { name: 'Year' }).click();
  await expect(chart(page, 'Active Users').locator('.recharts-cartesian-axis-tick-value').first()).toHaveText(/^[A-Z][a-z]{2} \d{4}$/);
  const surface = chart(page, 'Active Users').locator('.recharts-surface');
  const box = (await surface.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.9, box.y + box.height / 2);
  await expect(chart(page, 'Active Users').locator('.recharts-tooltip-wrapper')).toContainText('Users');

  // Select User: found by e-mail; the card shows the figures the API gives.
  await page.getByRole('combobox', { name: 'Select User' }).click();
  await page.getByRole('combobox', { name: 'Select User' }).fill(studied.email.slice(0, 20));
  // antd's listbox for screen readers is hidden: the visible option is clicked, as a person would.
  await page.locator('.ant-select-item-option', { hasText: `Stella Studied (${studied.email})` }).click();
  const card = page.getByRole('list', { name: "The user's figures" });
  await expect(card.getByRole('listitem').filter({ hasText: 'Organization' })).toContainText('Harborview Analytics Partners');
  await expect(card.getByRole('listitem').filter({ hasText: 'Total Companies' })).toContainText('1');
  const figures = await (await page.request.get(`/api/user-analytics/${studiedId}`)).json();
  expect(figures.loggedInTime).toBeGreaterThan(0);
  const downloads = page.getByRole('list', { name: "The user's downloads" });
  const florence = figures.buyersPDF + figures.buyersCsv + figures.buyerCRMExport;
  await expect(downloads.getByRole('listitem').filter({ hasText: 'Florence (buyers)' }).locator('.ds-analytics-total')).toHaveText(
    `Total${florence}`,
  );
  await expect(card.getByRole('listitem').filter({ hasText: 'Logged in Time' })).toContainText(/\d+h \d{2}m|\d+m \d{2}s/);
  await snapshot(page, 'analytics-desktop');

  // The tooltip of the hovered bucket would stay where the mouse left it on the wide screen.
  await page.mouse.move(0, 0);
  await page.setViewportSize(PHONE);
  await expectFitsPhoneWidth(page);
  await snapshot(page, 'analytics-phone');
});

test('a professional user has no Admin Analytics: no sidebar entry, the page sends them home, the API answers 403', async ({ page }) => {
  await newProfessional(page.request, 'analytics-pro');
  await page.setViewportSize(WIDE);
  await page.goto('/leads/analytics');
  await expect(page).toHaveURL(/\/leads\/companies$/);
  await dismissReleaseNotes(page);
  await expect(sidebarLinks(page)).not.toContainText(['Admin Analytics']);
  for (const url of ['/api/global-analytics', '/api/active-users/week', '/api/users']) {
    expect((await page.request.get(url)).status(), url).toBe(403);
  }
});
