import { readFileSync } from 'node:fs';
import { expect, test } from '../support/test';
import type { Locator, Page } from '@playwright/test';
import { newProfessional } from '../support/accounts';
import { dismissReleaseNotes } from '../support/auth';
import { keyboardDrag } from '../support/drag';
import { PHONE, snapshot } from '../support/screenshots';

async function addNote(page: Page, notes: Locator, text: string) {
  await notes.getByRole('button', { name: 'New note' }).click();
  await notes.getByRole('article', { name: 'Unsaved note' }).getByRole('textbox').click();
  await page.keyboard.type(text);
  await notes.getByText('Notes', { exact: true }).first().click();
  await expect(notes.getByRole('article', { name: text })).toBeVisible();
}

/** A complete submission (the server checks it against the questions) with three years of financials. */
const answers = [
  {
    'question-one': ['Sell'],
    sell_scope: ['Sell all'],
    price_importance: [8],
    change_after_sale_importance: [6],
    buyer_type: ['Strategic'],
    functional_strengths: ['Distribution'],
  },
  {
    'NAICS-Master-Dropdown': ['62'],
    'NAICS-Sub-Dropdown': ['621111'],
    primary_sector_dropdown: ['Healthcare'],
    speciality_input: ['Ophthalmology'],
    description_input: ['Four ophthalmology clinics and a surgery center around Columbus, Ohio.'],
    mission_input: ['Restore sight close to home.'],
    vision_input: ['The first call for eye care in central Ohio.'],
    descriptor_input: ['Own surgery center'],
    location_input: ['United States', 'Ohio'],
    supply_chain_dropdown: ['Healthcare Provider'],
    area_of_operations_dropdown: ['Ohio'],
    service_input: ['Cataract surgery'],
    culture_and_values_input: ['Patient first'],
    workplace_culture_dropdown: ['Clan'],
  },
  {
    revenue_year_one: ['24500000'],
    revenue_year_two: ['26800000'],
    revenue_year_three: ['29100000'],
    expenses_year_one: ['19600000'],
    expenses_year_two: ['21000000'],
    expenses_year_three: ['22400000'],
    ebitda_year_one: ['4900000'],
    ebitda_year_two: ['5800000'],
    ebitda_year_three: ['6700000'],
    intrinsic_input: ['48000000'],
    extrinsic_input: ['61000000'],
  },
];

/** A professional signed in with the page's cookies, owning one company answered in full. */
async function professionalWithCompany(page: Page) {
  await newProfessional(page.request, 'notes');
  const created = await page.request.post('/api/user-company', { data: { company_name: 'Lakeside Eye Partners' } });
  expect(created.status(), await created.text()).toBe(201);
  const answered = await page.request.put('/api/user-company', { data: { id: (await created.json()).id, user_input: answers } });
  expect(answered.status(), await answered.text()).toBe(200);
}

const titles = (section: Locator) =>
  section.getByRole('article').evaluateAll((articles) => articles.map((article) => article.getAttribute('aria-label')));

test('company detail: notes pin and reorder; documents upload, download and delete', async ({ page }) => {
  await professionalWithCompany(page);
  await page.goto('/leads/company-detail');
  await dismissReleaseNotes(page);
  await expect(page.getByRole('heading', { name: 'Lakeside Eye Partners' })).toBeVisible();
  await expect(page.getByText('$4.90mm')).toBeVisible();
  await snapshot(page, 'company-detail-desktop');
  await page.setViewportSize(PHONE);
  await snapshot(page, 'company-detail-phone');
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('button', { name: 'Financials' }).click();
  const financials = page.getByRole('dialog', { name: 'Financials' });
  await expect(financials.getByRole('row')).toHaveCount(4);
  await expect(financials).toContainText('$24.50mm');
  await financials.getByRole('button', { name: 'Close' }).first().click();

  await page.getByRole('button', { name: 'Notes' }).click();
  const notes = page.getByRole('dialog', { name: 'Notes' });
  await addNote(page, notes, 'First buyer call notes');
  await addNote(page, notes, 'Board meeting agenda');
  await expect(page.getByText('Notes updated successfully').first()).toBeVisible();

  const others = notes.getByRole('region', { name: 'Other notes' });
  // The new note goes first once the server's order arrives: wait for it rather than read it once.
  await expect.poll(() => titles(others)).toEqual(['Board meeting agenda', 'First buyer call notes']);
  // dnd-kit's keyboard sensor: pick up, move one place up, drop (each step waits for its effect).
  await keyboardDrag(
    page,
    others.getByRole('article', { name: 'First buyer call notes' }).getByRole('button', { name: 'Drag to reorder' }),
    ['ArrowUp'],
  );
  await expect.poll(() => titles(others)).toEqual(['First buyer call notes', 'Board meeting agenda']);

  await notes.getByRole('article', { name: 'Board meeting agenda' }).getByRole('button', { name: 'Pin note' }).click();
  const pinned = notes.getByRole('region', { name: 'Pinned' });
  await expect(pinned.getByRole('article', { name: 'Board meeting agenda' })).toBeVisible();
  await snapshot(page, 'notes-modal');
  await notes.getByRole('button', { name: 'Close' }).first().click();

  await page.reload();
  await page.getByRole('button', { name: 'Notes' }).click();
  await expect(pinned.getByRole('article', { name: 'Board meeting agenda' })).toBeVisible();
  await expect.poll(() => titles(others)).toEqual(['First buyer call notes']);
  await notes.getByRole('button', { name: 'Close' }).first().click();

  await page.getByRole('button', { name: 'Documents' }).click();
  const documents = page.getByRole('dialog', { name: 'Documents' });
  await documents.locator('input[type=file]').setInputFiles([
    { name: 'teaser.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n') },
    { name: 'questions.txt', mimeType: 'text/plain', buffer: Buffer.from('What is the payer mix?\nWho are the key surgeons?\n') },
  ]);
  await expect(page.getByText('Documents uploaded successfully')).toBeVisible();
  await expect(documents.getByRole('row').filter({ hasText: 'teaser.pdf' })).toContainText('PDF');
  await expect(documents.getByRole('row').filter({ hasText: 'questions.txt' })).toContainText('Bytes');
  await snapshot(page, 'documents-modal');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    documents.getByRole('link', { name: 'Download questions.txt' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('questions.txt');
  expect(readFileSync(await download.path(), 'utf8')).toContain('payer mix');

  await documents.getByRole('button', { name: 'Delete teaser.pdf' }).click();
  await page.getByRole('dialog', { name: 'Delete this document?' }).getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Document deleted successfully')).toBeVisible();
  await expect(documents.getByRole('row').filter({ hasText: 'teaser.pdf' })).toHaveCount(0);
  await expect(documents.getByRole('row').filter({ hasText: 'questions.txt' })).toHaveCount(1);
});
