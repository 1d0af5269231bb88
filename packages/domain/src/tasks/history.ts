import { z } from 'zod';

export const HISTORY_KINDS = [
  'created',
  'title',
  'description',
  'start_date',
  'end_date',
  'status',
  'priority',
  'completed',
  'reopened',
  'assigned',
  'unassigned',
  'attached',
  'detached',
  'deleted',
] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

/** A task history item (spec part 1 §3): what happened, and the value before and after when there is one. */
export const taskHistoryItemSchema = z.object({
  id: z.string(),
  content: z.string(),
  old_value: z.string().nullable(),
  new_value: z.string().nullable(),
  created: z.string(),
  kind: z.enum(HISTORY_KINDS),
  task_id: z.string().nullable(),
  task_tag: z.string(),
  actor: z.string(),
});
export type TaskHistoryItem = z.infer<typeof taskHistoryItemSchema>;

/** How many of the newest items GET /api/company-task-history/{companyId} returns. */
export const HISTORY_PAGE = 500;

/** The sentence of a history item; `detail` is the column (moves) or the names (assignees, files). */
export function historyContent(kind: HistoryKind, who: string, tag: string, detail = ''): string {
  switch (kind) {
    case 'created':
      return `${who} created ${tag}`;
    case 'title':
      return `${who} renamed ${tag}`;
    case 'description':
      return `${who} changed the description of ${tag}`;
    case 'start_date':
      return `${who} changed the start date of ${tag}`;
    case 'end_date':
      return `${who} changed the end date of ${tag}`;
    case 'status':
      return `${who} moved ${tag} to ${detail}`;
    case 'priority':
      return `${who} changed the priority of ${tag}`;
    case 'completed':
      return `${who} marked ${tag} as complete`;
    case 'reopened':
      return `${who} marked ${tag} as incomplete`;
    case 'assigned':
      return `${who} assigned ${detail} to ${tag}`;
    case 'unassigned':
      return `${who} unassigned ${detail} from ${tag}`;
    case 'attached':
      return `${who} attached ${detail} to ${tag}`;
    case 'detached':
      return `${who} removed ${detail} from ${tag}`;
    case 'deleted':
      return `${who} deleted ${tag}`;
  }
}
