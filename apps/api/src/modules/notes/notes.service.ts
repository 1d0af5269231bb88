import { noteMessages, titleFromHtml, type Note, type NoteSort, type NoteUpdate, fullName } from '@dealscout/domain';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { companyNotes, users } from '../../db/schema/index.js';
import { fieldError, notFound } from '../../platform/errors.js';
import { isUuid } from '../../platform/ids.js';
import { type CompanyScope, visibleChild, visibleCompany } from '../companies/index.js';
import { sanitizeNote } from './sanitize-note.js';

type NoteRow = typeof companyNotes.$inferSelect;
type Db = Pick<Database, 'select'>;

const noteNotFound = () => notFound(noteMessages.notFound);

/** The sanitised HTML and the title the server derives from it; a note without a first line is refused. */
async function cleanNote(html: string) {
  const clean = await sanitizeNote(html);
  const title = titleFromHtml(clean);
  if (!title) throw fieldError('note_title', noteMessages.titleRequired);
  return { html: clean, title };
}

async function notesWhere(db: Db, where: SQL | undefined): Promise<Note[]> {
  const rows = await db
    .select({ note: companyNotes, firstName: users.firstName, lastName: users.lastName })
    .from(companyNotes)
    .innerJoin(users, eq(users.id, companyNotes.createdBy))
    .where(where)
    .orderBy(desc(companyNotes.pinned), asc(companyNotes.position), desc(companyNotes.createdAt));
  return rows.map(({ note, firstName, lastName }) => presentNote(note, fullName(firstName, lastName)));
}

function presentNote(note: NoteRow, username: string): Note {
  return {
    id: note.id,
    company_id: note.companyId,
    note_title: note.title,
    notes: note.html,
    pinned: note.pinned,
    order: note.position,
    created_by: { id: note.createdBy, username },
    created_at: note.createdAt.toISOString(),
    updated_at: note.updatedAt.toISOString(),
  };
}

const oneNote = async (db: Db, noteId: string) => (await notesWhere(db, eq(companyNotes.id, noteId)))[0]!;

/** Pinned first, then by their order, then newest. */
export async function listNotes(ctx: CompanyScope, companyId: string) {
  const company = await visibleCompany(ctx, companyId);
  return notesWhere(ctx.db, eq(companyNotes.companyId, company.id));
}

/** A new note goes first (order 0, the others move down one), unpinned. */
export async function createNote(ctx: CompanyScope, input: { companyId: string; html: string }) {
  const company = await visibleCompany(ctx, input.companyId);
  const { html: clean, title } = await cleanNote(input.html);
  await ctx.db
    .update(companyNotes)
    .set({ position: sql`${companyNotes.position} + 1` })
    .where(eq(companyNotes.companyId, company.id));
  const [note] = await ctx.db
    .insert(companyNotes)
    .values({ companyId: company.id, title, html: clean, createdBy: ctx.actor.id })
    .returning();
  return oneNote(ctx.db, note!.id);
}

/** Changes only what is sent; the title always follows the (sanitised) HTML. */
export async function updateNote(ctx: CompanyScope, input: { companyId: string; changes: NoteUpdate }) {
  const { changes } = input;
  const company = await visibleCompany(ctx, input.companyId);
  if (!isUuid(changes.id)) throw noteNotFound();
  const content = changes.notes === undefined ? {} : await cleanNote(changes.notes);
  const pinned = changes.pinned === undefined ? {} : { pinned: changes.pinned };
  const updated = await ctx.db
    .update(companyNotes)
    .set({ ...content, ...pinned, updatedAt: new Date() })
    .where(and(eq(companyNotes.id, changes.id), eq(companyNotes.companyId, company.id)))
    .returning({ id: companyNotes.id });
  if (!updated.length) throw noteNotFound();
  return oneNote(ctx.db, changes.id);
}

/** Applies the order and pinned state of the listed notes, all or none: an id outside the company is a 404. */
export async function sortNotes(ctx: CompanyScope, input: { companyId: string; placements: NoteSort['notes'] }) {
  const company = await visibleCompany(ctx, input.companyId);
  if (input.placements.some((placement) => !isUuid(placement.id))) throw noteNotFound();
  const latest = new Map(input.placements.map((placement) => [placement.id.toLowerCase(), placement]));
  if (!latest.size) return notesWhere(ctx.db, eq(companyNotes.companyId, company.id));
  const rows = sql.join(
    [...latest.values()].map(({ id, order, pinned }) => sql`(${id}::uuid, ${order}::integer, ${pinned}::boolean)`),
    sql`, `,
  );
  const updated = await ctx.db.execute(sql`
    update ${companyNotes} set position = placement.position, pinned = placement.pinned
    from (values ${rows}) as placement(id, position, pinned)
    where ${companyNotes.id} = placement.id and ${companyNotes.companyId} = ${company.id}
    returning ${companyNotes.id}`);
  if (rowCount(updated) !== latest.size) throw noteNotFound();
  return notesWhere(ctx.db, eq(companyNotes.companyId, company.id));
}

/** The note's company must be visible to the actor; otherwise the note does not exist for them. */
export async function deleteNote(ctx: CompanyScope, noteId: string) {
  if (!isUuid(noteId)) throw noteNotFound();
  await visibleChild(
    ctx,
    async () => (await ctx.db.select({ companyId: companyNotes.companyId }).from(companyNotes).where(eq(companyNotes.id, noteId)))[0],
    noteNotFound,
  );
  await ctx.db.delete(companyNotes).where(eq(companyNotes.id, noteId));
}

/** PGlite answers `{ rows }`, node-postgres `{ rowCount, rows }`: both carry the returned rows. */
const rowCount = (result: unknown) => (result as { rows: unknown[] }).rows.length;
