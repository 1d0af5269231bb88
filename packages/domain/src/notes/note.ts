import { z } from 'zod';

export const NOTE_TITLE_MAX = 255;
export const NOTE_HTML_MAX = 200_000;

export const noteMessages = {
  updated: 'Notes updated successfully',
  deleted: 'Note deleted successfully',
  titleRequired: 'A note needs a title (its first line) to be saved',
  failed: 'Something went wrong',
  tooLong: 'This note is too long',
  notFound: 'Note not found',
} as const;

const html = z.string().max(NOTE_HTML_MAX, noteMessages.tooLong);
const title = z.string().trim().min(1, noteMessages.titleRequired).max(NOTE_TITLE_MAX);

/** POST /api/company-notes/{companyId}. The server derives the title from the first line again. */
export const noteCreateSchema = z.object({ note_title: z.string().max(NOTE_TITLE_MAX).optional(), notes: html });

/** PUT /api/company-notes/{companyId}. */
export const noteUpdateSchema = z.object({
  id: z.string().max(64),
  note_title: z.string().max(NOTE_TITLE_MAX).optional(),
  pinned: z.boolean().optional(),
  notes: html.optional(),
});

/** PUT /api/company-notes/{companyId}/sort: the new order and pinned state of the company's notes. */
export const noteSortSchema = z.object({
  notes: z
    .array(
      z.object({
        id: z.string().max(64),
        name: z.string().max(NOTE_TITLE_MAX).optional(),
        pinned: z.boolean(),
        order: z.number().int().min(0).max(100_000),
      }),
    )
    .max(5_000),
});

export const noteSchema = z.object({
  id: z.string(),
  company_id: z.string(),
  note_title: z.string(),
  notes: z.string(),
  pinned: z.boolean(),
  order: z.number().int(),
  created_by: z.object({ id: z.string(), username: z.string() }),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Note = z.infer<typeof noteSchema>;
export type NoteCreate = z.infer<typeof noteCreateSchema>;
export type NoteUpdate = z.infer<typeof noteUpdateSchema>;
export type NoteSort = z.infer<typeof noteSortSchema>;

export { title as noteTitleField };

/** The title of a note: the text of its first line, without markup. */
export function titleFromHtml(htmlText: string): string {
  const firstBlock = htmlText
    .split(/<\/(?:p|h[1-6]|li|div|blockquote|pre)>|<br\s*\/?>|\n/i)
    .find((part) => part.replace(/<[^>]*>/g, '').trim());
  const text = (firstBlock ?? '')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .trim();
  return text.slice(0, NOTE_TITLE_MAX);
}
