import { taskMessages } from './messages.js';

/** Task dates are calendar days, 'YYYY-MM-DD', with no time and no time zone. */
export const TASK_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isTaskDate(text: string): boolean {
  const match = TASK_DATE_PATTERN.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The two messages of the date rule (spec part 1 §5), keyed by field: start may equal end, not follow it. */
export function dateOrderErrors(start: string | null | undefined, end: string | null | undefined): Record<string, string> {
  if (!start || !end || start <= end) return {};
  return { start_date: taskMessages.startAfterEnd, end_date: taskMessages.endBeforeStart };
}

/** A local day as 'YYYY-MM-DD' (today, for the reader). */
export function localDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'DD MMM YYYY' (spec part 1 §9): the same day wherever it is read. */
export function formatTaskDate(day: string | null): string {
  const match = day ? TASK_DATE_PATTERN.exec(day) : null;
  if (!match) return '-';
  return `${match[3]} ${MONTHS[Number(match[2]) - 1]} ${match[1]}`;
}

/** A task not completed whose end day is before the reader's today. */
export function isOverdue(task: { end_date: string | null; is_completed: boolean }, now: Date): boolean {
  return !task.is_completed && !!task.end_date && task.end_date < localDay(now);
}
