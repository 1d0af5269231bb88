import { readFileSync } from 'node:fs';
import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { newProfessional, organizationFixture, signInThroughApi } from '../support/accounts';
import { dismissReleaseNotes } from '../support/auth';
import { confirmInDialog } from '../support/dialogs';
import { keyboardDrag } from '../support/drag';
import { PHONE, snapshot, WIDE_DESKTOP } from '../support/screenshots';

test.use({ viewport: WIDE_DESKTOP });

const column = (page: Page, name: string) => page.getByRole('listitem', { name, exact: true });
const card = (page: Page, tag: string) => page.getByRole('article', { name: new RegExp(`^${tag} `) });
/** The tags of a column's cards, in order. */
const tagsIn = (page: Page, name: string) =>
  column(page, name)
    .getByRole('article')
    .evaluateAll((cards) => cards.map((one) => one.getAttribute('aria-label')!.split(' ')[0]));

test('task board: columns, tasks with attachments and assignees, drag, complete, open by tag, history', async ({ page, request }) => {
  const team = await organizationFixture(request, {
    name: 'Riverbend Partners',
    members: {
      owner: { first_name: 'Maya', last_name: 'Ortiz', organization_role: 'admin' },
      colleague: { first_name: 'Liam', last_name: 'Chen', organization_role: 'member' },
      analyst: { first_name: 'Ana', last_name: 'Silva', organization_role: 'member' },
      partner: { first_name: 'Paul', last_name: 'Grant', organization_role: 'member' },
      intern: { first_name: 'Ines', last_name: 'Moreau', organization_role: 'member' },
    },
    companies: [{ name: 'Riverbend Cardiology', owner: 'owner', shared: true }],
  });
  await signInThroughApi(page.request, team.owner);
  await page.goto('/leads/company-tasks');
  await dismissReleaseNotes(page);
  await expect(page.getByRole('heading', { name: 'Riverbend Cardiology' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tasks Summary' })).toContainText('Total tasks');
  await expect(page.getByRole('list', { name: 'Task columns' }).getByRole('listitem')).toHaveCount(3);

  await page.getByRole('button', { name: 'Add column' }).click();
  const addColumn = page.getByRole('dialog', { name: 'Add column' });
  await addColumn.getByLabel('Column name').fill('Waiting on the seller');
  await addColumn.getByRole('button', { name: 'Add column' }).click();
  await expect(page.getByText('Column created successfully')).toBeVisible();
  // Task column names past 20 characters are cut.
  await expect(column(page, 'Waiting on the seller')).toContainText('Waiting on the selle...');

  // Add a task: the spec's rules, then five assignees and two files.
  await page.getByRole('button', { name: 'Add task', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Add Task' });
  await form.getByRole('button', { name: 'Add Task' }).click();
  await expect(form.getByText('Title is required')).toBeVisible();
  await form.getByLabel('Title').fill('x'.repeat(101));
  await expect(form.getByText('Title must be less than 100 characters')).toBeVisible();
  await form.getByLabel('Title').fill('Collect three years of audited financial statements from the seller');
  // A typed date counts once it reads as one; leaving the field keeps it (Enter would also submit the form).
  const pickDate = async (label: string, text: string) => {
    await form.getByLabel(label).fill(text);
    await form.getByLabel(label).press('Tab');
  };
  await pickDate('Start date', '10 Mar 2031');
  await pickDate('End date', '02 Mar 2031');
  await expect(form.getByText('Start date must be before end date')).toBeVisible();
  await expect(form.getByText('End date must be after start date')).toBeVisible();
  await pickDate('End date', '20 Mar 2031');
  await expect(form.getByText('Start date must be before end date')).toBeHidden();
  await form.getByLabel('Assignees').click();
  for (const name of ['Maya Ortiz', 'Liam Chen', 'Ana Silva', 'Paul Grant', 'Ines Moreau']) {
    // antd's list shows its options as titled items (its listbox role covers only the ones near the cursor).
    await page.locator(`.ant-select-item-option[title="${name}"]`).click();
  }
  await form.getByLabel('Title').click();
  await form.locator('input[type=file]').setInputFiles([
    { name: 'audited-financials-2025.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\nfinancials\n%%EOF\n') },
    { name: 'questions.txt', mimeType: 'text/plain', buffer: Buffer.from('Who audits the books?\n') },
  ]);
  await form.locator('input[type=file]').setInputFiles([{ name: 'questions.txt', mimeType: 'text/plain', buffer: Buffer.from('again') }]);
  await expect(page.getByText('File already exists')).toBeVisible();
  await form.getByRole('button', { name: 'Add Task' }).click();
  await expect(page.getByText('Task created successfully')).toBeVisible();
  const first = card(page, 'RC-1');
  await expect(first).toContainText('Collect three years of audited financial statement...');
  await expect(first).toContainText('10 Mar 2031');
  await expect(first).toContainText('+2 more');
  await expect(first).toContainText('audited-financials-2...');

  for (const title of ['Sign the NDA', 'Book the site visit']) {
    await page.getByRole('button', { name: 'Add task', exact: true }).click();
    await form.getByLabel('Title').fill(title);
    await form.getByRole('button', { name: 'Add Task' }).click();
    await expect(card(page, title === 'Sign the NDA' ? 'RC-2' : 'RC-3')).toBeVisible();
    await expect(form).toBeHidden();
  }
  expect(await tagsIn(page, 'To Do')).toEqual(['RC-1', 'RC-2', 'RC-3']);
  await snapshot(page, 'task-board-desktop');

  // Drag: up within the column, then into the next column.
  await keyboardDrag(page, page.getByRole('button', { name: 'Move task RC-3' }), ['ArrowUp', 'ArrowUp']);
  await expect.poll(() => tagsIn(page, 'To Do')).toEqual(['RC-3', 'RC-1', 'RC-2']);
  await keyboardDrag(page, page.getByRole('button', { name: 'Move task RC-1' }), ['ArrowRight']);
  await expect.poll(() => tagsIn(page, 'In Progress')).toEqual(['RC-1']);
  await expect(card(page, 'RC-1')).toContainText('P1');
  await expect(card(page, 'RC-2')).toContainText('P2');

  // Complete at once; it stays after a reload.
  await card(page, 'RC-2').getByRole('checkbox', { name: 'RC-2 complete' }).check();
  await page.reload();
  await expect(card(page, 'RC-2').getByRole('checkbox', { name: 'RC-2 complete' })).toBeChecked();
  expect(await tagsIn(page, 'In Progress')).toEqual(['RC-1']);

  // A column holding tasks cannot be deleted.
  await page.getByRole('button', { name: 'Actions for column In Progress' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await confirmInDialog(page, 'Delete');
  await expect(page.getByText('Move all tasks to another column before deleting')).toBeVisible();
  await expect(column(page, 'In Progress')).toBeVisible();

  // ?task=TAG opens the task; an unknown tag says so.
  await page.goto('/leads/company-tasks?task=RC-1');
  const detail = page.getByRole('dialog', { name: /RC-1/ });
  await expect(detail).toContainText('In Progress');
  await expect(detail).toContainText('Ana Silva, Ines Moreau, Liam Chen, Maya Ortiz, Paul Grant');
  await snapshot(page, 'task-detail');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    detail.getByRole('link', { name: 'Download questions.txt' }).click(),
  ]);
  expect(readFileSync(await download.path(), 'utf8')).toContain('Who audits the books?');
  await detail.getByRole('button', { name: 'Close' }).click();
  await page.goto('/leads/company-tasks?task=RC-99');
  await expect(page.getByRole('main').getByRole('alert').filter({ hasText: 'Task not found' })).toBeVisible();

  // History: the move and the completion, each named; an item with an old value expands.
  await page.getByRole('button', { name: 'Task History' }).click();
  const history = page.getByRole('dialog', { name: 'Task History' });
  await expect(history).toContainText('Maya Ortiz moved RC-1 to In Progress');
  await expect(history).toContainText('Maya Ortiz marked RC-2 as complete');
  await expect(history).toContainText('Maya Ortiz changed the priority of RC-3');
  await history.getByText('Maya Ortiz moved RC-1 to In Progress').click();
  await expect(history.getByText('Before')).toBeVisible();
  await expect(history.locator('dd').first()).toHaveText('To Do');
  await snapshot(page, 'task-history');
  await history.getByRole('button', { name: 'Close' }).click();
  await expect(history).toBeHidden();

  await page.goto('/leads/company-tasks');
  await expect(card(page, 'RC-1')).toBeVisible();
  await page.setViewportSize(PHONE);
  await snapshot(page, 'task-board-phone');
  const board = page.getByRole('list', { name: 'Task columns' });
  expect(await board.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  await page.setViewportSize(WIDE_DESKTOP);
});

test('keyboard: Space, an arrow, Space moves a task to the column on either side, up or down', async ({ page }) => {
  await newProfessional(page.request, 'keyboard-board');
  const created = await page.request.post('/api/user-company', { data: { company_name: 'Northshore Dental' } });
  expect(created.status(), await created.text()).toBe(201);
  const { id: companyId } = await created.json();
  for (const title of ['Request the census', 'Sign the NDA', 'Book the site visit']) {
    const task = await page.request.post('/api/company-task', { multipart: { title, company_id: companyId } });
    expect(task.status(), await task.text()).toBe(201);
  }
  await page.goto('/leads/company-tasks');
  await dismissReleaseNotes(page);
  await expect.poll(() => tagsIn(page, 'To Do')).toEqual(['ND-1', 'ND-2', 'ND-3']);
  const handle = (tag: string) => page.getByRole('button', { name: `Move task ${tag}` });
  // The handle says how: dnd-kit's instructions are its description.
  await expect(handle('ND-2')).toHaveAccessibleDescription(/space bar.*arrow keys/i);

  await keyboardDrag(page, handle('ND-2'), ['ArrowRight']);
  await expect.poll(() => tagsIn(page, 'In Progress')).toEqual(['ND-2']);
  // The steps: focus the handle, Space, ArrowLeft, Space.
  await keyboardDrag(page, handle('ND-2'), ['ArrowLeft']);
  await expect.poll(() => tagsIn(page, 'To Do')).toEqual(['ND-2', 'ND-1', 'ND-3']);
  await expect.poll(() => tagsIn(page, 'In Progress')).toEqual([]);
  await keyboardDrag(page, handle('ND-3'), ['ArrowUp']);
  await expect.poll(() => tagsIn(page, 'To Do')).toEqual(['ND-2', 'ND-3', 'ND-1']);
  await keyboardDrag(page, handle('ND-2'), ['ArrowDown', 'ArrowDown']);
  await expect.poll(() => tagsIn(page, 'To Do')).toEqual(['ND-3', 'ND-1', 'ND-2']);
  await keyboardDrag(page, handle('ND-3'), ['ArrowRight', 'ArrowRight', 'ArrowLeft']);
  await expect.poll(() => tagsIn(page, 'In Progress')).toEqual(['ND-3']);
  await page.reload();
  await expect.poll(() => tagsIn(page, 'To Do')).toEqual(['ND-1', 'ND-2']);
  await expect.poll(() => tagsIn(page, 'In Progress')).toEqual(['ND-3']);
});
