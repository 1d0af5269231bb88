const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The calendar day of an instant in a time zone, as a day number (days since 1970-01-01). */
function dayNumber(date: Date, timeZone?: string): { day: number; year: number; month: number } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(date);
  const get = (type: string) => Number(parts.find((part) => part.type === type)!.value);
  const year = get('year');
  const month = get('month');
  return { day: Date.UTC(year, month - 1, get('day')) / 86_400_000, year, month };
}

/**
 * The group label of a note by its age (spec part 1 §9): 'Just now' under a minute, 'N minutes ago'
 * within the hour, '1 hour ago', 'Today' later the same day, 'Yesterday', 'Past 7 Days', then the
 * month name within the year, then the year. Days are calendar days in `timeZone` (default: local).
 */
export function noteAgeLabel(created: Date, now: Date, timeZone?: string): string {
  const seconds = (now.getTime() - created.getTime()) / 1000;
  const then = dayNumber(created, timeZone);
  const today = dayNumber(now, timeZone);
  const daysAgo = today.day - then.day;
  if (daysAgo <= 0) {
    if (seconds < 60) return 'Just now';
    if (seconds < 3600) {
      const minutes = Math.floor(seconds / 60);
      return minutes === 1 ? '1 minute ago' : `${minutes} minutes ago`;
    }
    if (seconds < 7200) return '1 hour ago';
    return 'Today';
  }
  if (daysAgo === 1) return 'Yesterday';
  if (daysAgo <= 7) return 'Past 7 Days';
  if (then.year === today.year) return MONTHS[then.month - 1]!;
  return String(then.year);
}
