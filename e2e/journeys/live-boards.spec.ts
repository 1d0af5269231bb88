import { expect, test } from '../support/test';
import type { Browser, Page } from '@playwright/test';
import { organizationFixture, signInThroughApi, type Account } from '../support/accounts';
import { dismissReleaseNotes } from '../support/auth';
import { keyboardDrag } from '../support/drag';
import { snapshot, WIDE_DESKTOP } from '../support/screenshots';

test.use({ viewport: WIDE_DESKTOP });

/** A colleague's change shows on an open page within this long, without a reload. */
const LIVE = { timeout: 2_000 };

async function signedInPage(browser: Browser, account: Account, path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: WIDE_DESKTOP });
  const page = await context.newPage();
  await signInThroughApi(page.request, account);
  await page.goto(path);
  await dismissReleaseNotes(page);
  return page;
}

const card = (page: Page, tag: string) => page.getByRole('article', { name: new RegExp(`^${tag} `) });
const column = (page: Page, name: string) => page.getByRole('listitem', { name, exact: true });

test('two colleagues on one board see each other’s changes as they happen', async ({ browser, request }) => {
  const team = await organizationFixture(request, {
    name: 'Live Partners',
    members: {
      owner: { first_name: 'Maya', last_name: 'Ortiz', organization_role: 'admin' },
      colleague: { first_name: 'Liam', last_name: 'Chen', organization_role: 'member' },
    },
    companies: [{ name: 'Northshore Dental', owner: 'owner', shared: true }],
  });
  const owner = await signedInPage(browser, team.owner, '/leads/company-tasks');
  const colleague = await signedInPage(browser, team.colleague, '/leads/company-tasks');
  await expect(colleague.getByRole('heading', { name: 'Northshore Dental' })).toBeVisible();
  await expect(colleague.getByText('No tasks').first()).toBeVisible();

  // The owner adds a task: it appears on the colleague's board.
  await owner.getByRole('button', { name: 'Add task', exact: true }).click();
  const form = owner.getByRole('dialog', { name: 'Add Task' });
  await form.getByLabel('Title').fill('Request the patient census');
  await form.getByRole('button', { name: 'Add Task' }).click();
  await expect(card(colleague, 'ND-1')).toBeVisible(LIVE);
  // The dialog gives focus back to its button as it closes: wait, so the drag below keeps the handle's.
  await expect(form).toBeHidden();

  // The owner drags it to In Progress: it moves on the colleague's board.
  await keyboardDrag(owner, owner.getByRole('button', { name: 'Move task ND-1' }), ['ArrowRight']);
  await expect(column(owner, 'In Progress').getByRole('article')).toHaveCount(1);
  await expect(column(colleague, 'In Progress').getByRole('article', { name: /^ND-1 / })).toBeVisible(LIVE);

  // The colleague completes it: the owner sees it checked.
  // A click, then the state: the owner's move may still be arriving and re-render the card under check()'s own assertion.
  await card(colleague, 'ND-1').getByRole('checkbox', { name: 'ND-1 complete' }).click();
  await expect(card(colleague, 'ND-1').getByRole('checkbox', { name: 'ND-1 complete' })).toBeChecked(LIVE);
  await expect(card(owner, 'ND-1').getByRole('checkbox', { name: 'ND-1 complete' })).toBeChecked(LIVE);
  await snapshot(colleague, 'live-sync-colleague');

  // On the pipeline: the owner places the company in a new column; the colleague's grid follows.
  await colleague.goto('/leads');
  const grid = colleague.getByRole('table', { name: 'Companies Pipeline' });
  await expect(grid).toBeVisible();
  const created = await owner.request.post('/api/pipeline', { data: { name: 'Diligence' } });
  expect(created.status()).toBe(201);
  await expect(grid.getByRole('columnheader', { name: 'Diligence' })).toBeVisible(LIVE);
  const [placement] = await (await owner.request.get('/api/company-status')).json();
  const diligence = await created.json();
  const placed = await owner.request.put('/api/company-status', {
    data: { companies: [{ id: placement.company_id, row: 0, status: diligence.id }] },
  });
  expect(placed.status()).toBe(200);
  const cells = grid.getByRole('row').nth(1).getByRole('cell');
  await expect(cells.nth(1).getByRole('button', { name: 'Northshore Dental', exact: true })).toBeVisible(LIVE);
  await owner.context().close();
  await colleague.context().close();
});
