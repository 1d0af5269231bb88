import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { newProfessional, organizationFixture, signInThroughApi } from '../support/accounts';
import { dismissReleaseNotes } from '../support/auth';
import { confirmInDialog } from '../support/dialogs';
import { keyboardDrag } from '../support/drag';
import { PHONE, snapshot, WIDE_DESKTOP } from '../support/screenshots';

test.use({ viewport: WIDE_DESKTOP });

const grid = (page: Page) => page.getByRole('table', { name: 'Companies Pipeline' });
const headers = (page: Page) =>
  grid(page)
    .getByRole('columnheader')
    .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('aria-label') ?? cell.textContent?.trim()));
/** Which column each company sits in, row by row: 'Company@Column'. */
const cells = (page: Page) =>
  grid(page).evaluate((table) => {
    const names = [...table.querySelectorAll('[role=columnheader]')].map(
      (cell) => cell.getAttribute('aria-label') ?? cell.textContent?.trim(),
    );
    return [...table.querySelectorAll('[role=row]')].slice(1).map((row) => {
      const cellsOfRow = [...row.querySelectorAll(':scope > [role=cell]')];
      const at = cellsOfRow.findIndex((cell) => cell.querySelector('.ds-pipeline-company'));
      return `${cellsOfRow[at]?.querySelector('.ds-pipeline-company-name')?.textContent}@${names[at]}`;
    });
  });

test('pipeline: add, rename, reorder and delete columns; place and swap companies; open a company’s tasks', async ({ page, request }) => {
  const team = await organizationFixture(request, {
    name: 'Harbor Health Partners',
    members: {
      owner: { first_name: 'Maya', last_name: 'Ortiz', organization_role: 'admin' },
      colleague: { first_name: 'Liam', last_name: 'Chen', organization_role: 'member' },
    },
    companies: [
      { name: 'Riverbend Cardiology', owner: 'owner', shared: true },
      { name: 'Lakeside Eye Partners', owner: 'colleague', shared: true },
      { name: 'Private Holdings', owner: 'owner' },
    ],
  });
  await signInThroughApi(page.request, team.owner);
  await page.goto('/leads');
  await dismissReleaseNotes(page);
  await expect(grid(page)).toBeVisible();
  expect(await headers(page)).toEqual(['Companies']);
  await expect(grid(page).getByText('Shared')).toHaveCount(2);

  const openAddColumn = () => page.getByRole('region', { name: 'Companies Pipeline' }).getByRole('button', { name: 'Add column' }).click();
  const addColumn = async (name: string) => {
    await openAddColumn();
    const dialog = page.getByRole('dialog', { name: 'Add column' });
    await dialog.getByLabel('Column name').fill(name);
    await dialog.getByRole('button', { name: 'Add column' }).click();
    await expect(page.getByText('Column created successfully').last()).toBeVisible();
    await expect(dialog).toBeHidden();
  };
  await openAddColumn();
  const dialog = page.getByRole('dialog', { name: 'Add column' });
  await dialog.getByRole('button', { name: 'Add column' }).click();
  await expect(dialog.getByText('Column name is required')).toBeVisible();
  await dialog.getByLabel('Column name').fill('x'.repeat(301));
  await expect(dialog.getByText('Column name cannot be more than 300 characters')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await addColumn('Lead');
  await addColumn('Diligence');
  await addColumn('Letter of intent signed');
  expect(await headers(page)).toEqual(['Companies', 'Lead', 'Diligence', 'Letter of intent signed']);
  // Names are shown whole, wrapping in a narrow column: none of the text is cut or hidden.
  const longName = grid(page).getByRole('columnheader', { name: 'Letter of intent signed' }).locator('.ds-column-title');
  await expect(longName).toHaveText('Letter of intent signed');
  expect(await longName.evaluate((title) => title.scrollWidth <= title.clientWidth && title.scrollHeight <= title.clientHeight)).toBe(true);

  // Rename by double-click (Enter saves), and from the menu (leaving the field saves); an unchanged name is not sent.
  await grid(page).getByText('Lead', { exact: true }).dblclick();
  await grid(page).getByLabel('Column name').fill('Leads');
  await page.keyboard.press('Enter');
  await expect(grid(page).getByRole('columnheader', { name: 'Leads' })).toBeVisible();
  await grid(page).getByRole('button', { name: 'Actions for column Diligence' }).click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  await grid(page).getByLabel('Column name').fill('Due diligence');
  await page.getByRole('heading', { name: 'Companies Pipeline' }).click();
  await expect(grid(page).getByRole('columnheader', { name: 'Due diligence' })).toBeVisible();

  // Column order by dragging its handle (the keyboard way).
  await keyboardDrag(page, grid(page).getByRole('button', { name: 'Move column Letter of intent signed' }), ['ArrowLeft']);
  await expect.poll(() => headers(page)).toEqual(['Companies', 'Leads', 'Letter of intent signed', 'Due diligence']);

  // Place companies: each into a column of its row, then one into another row (the two swap rows).
  const before = await cells(page);
  const [first, second] = before.map((cell) => cell.split('@')[0]!);
  await keyboardDrag(page, grid(page).getByRole('button', { name: `Move ${first}` }), ['ArrowRight']);
  await expect.poll(() => cells(page)).toEqual([`${first}@Leads`, ...before.slice(1)]);
  await keyboardDrag(page, grid(page).getByRole('button', { name: `Move ${second}` }), ['ArrowRight', 'ArrowRight', 'ArrowRight']);
  await expect.poll(() => cells(page)).toEqual([`${first}@Leads`, `${second}@Due diligence`, before[2]]);
  await keyboardDrag(page, grid(page).getByRole('button', { name: `Move ${second}` }), ['ArrowUp']);
  await expect.poll(() => cells(page)).toEqual([`${second}@Due diligence`, `${first}@Leads`, before[2]]);
  await page.reload();
  await expect.poll(() => cells(page)).toEqual([`${second}@Due diligence`, `${first}@Leads`, before[2]]);
  await snapshot(page, 'pipeline-desktop');
  await page.setViewportSize(PHONE);
  await snapshot(page, 'pipeline-phone');
  // On a phone the grid scrolls sideways inside its card.
  const scroller = page.locator('.ds-pipeline-scroll');
  expect(await scroller.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  // Scrolled to the last columns: their whole names wrap in the narrow header.
  const lastColumn = grid(page).getByRole('columnheader', { name: 'Due diligence' });
  await lastColumn.scrollIntoViewIfNeeded();
  await expect(lastColumn).toBeInViewport({ ratio: 1 });
  await snapshot(page, 'pipeline-phone-columns', { fullPage: false });
  await page.setViewportSize(WIDE_DESKTOP);

  // Deleting a column sends its companies back to the company list column.
  await grid(page).getByRole('button', { name: 'Actions for column Due diligence' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await confirmInDialog(page, 'Delete');
  await expect(page.getByText('Column deleted successfully')).toBeVisible();
  await expect.poll(() => cells(page)).toEqual([`${second}@Companies`, `${first}@Leads`, before[2]]);

  // Picking a company opens its tasks.
  await grid(page).getByRole('button', { name: first, exact: true }).click();
  await expect(page).toHaveURL(/\/leads\/company-tasks$/);
  await expect(page.getByRole('heading', { name: first })).toBeVisible();
});

test('a company created, renamed or deleted shows in the pipeline at once, without a reload', async ({ page }) => {
  await newProfessional(page.request, 'pipeline-refresh');
  const created = await page.request.post('/api/user-company', { data: { company_name: 'Harbor Dental' } });
  expect(created.status(), await created.text()).toBe(201);
  // Someone in no organization has the pipeline on their Companies page, under the list.
  await page.goto('/leads/companies');
  await dismissReleaseNotes(page);
  const chip = (name: string) => grid(page).getByRole('button', { name, exact: true });
  await expect(chip('Harbor Dental')).toBeVisible();

  await page.getByRole('button', { name: 'Add Company' }).click();
  const add = page.getByRole('dialog', { name: 'Add Company' });
  await expect(add).toBeVisible();
  await add.getByLabel('Company name').fill('Summit Orthodontics');
  await add.getByRole('button', { name: 'Add Company' }).click();
  await expect(page.getByText('Company created successfully')).toBeVisible();
  await expect(chip('Summit Orthodontics')).toBeVisible();
  await expect.poll(() => cells(page)).toEqual(['Harbor Dental@Companies', 'Summit Orthodontics@Companies']);

  const actions = async (name: string, item: string) => {
    await page.getByRole('button', { name: `Actions for ${name}`, exact: true }).click();
    await page.getByRole('menuitem', { name: item, exact: true }).click();
  };
  await actions('Summit Orthodontics', 'Edit');
  const edit = page.getByRole('dialog', { name: 'Edit Company' });
  await expect(edit).toBeVisible();
  await edit.getByLabel('Company name').fill('Summit Family Orthodontics');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Company updated successfully')).toBeVisible();
  await expect(chip('Summit Family Orthodontics')).toBeVisible();

  await actions('Harbor Dental', 'Delete');
  const remove = page.getByRole('dialog', { name: 'Delete Company' });
  await expect(remove).toBeVisible();
  await remove.getByLabel('Type DELETE to confirm').fill('DELETE');
  await remove.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Company deleted successfully')).toBeVisible();
  await expect.poll(() => cells(page)).toEqual(['Summit Family Orthodontics@Companies']);
});
