import { z } from 'zod';

/** The period filters of the analytics charts (spec part 2 §9). */
export const TIME_FILTERS = ['day', 'week', 'one-month', 'three-month', 'six-month', 'nine-month', 'year'] as const;
export type TimeFilter = (typeof TIME_FILTERS)[number];

export type BucketUnit = 'hour' | 'day' | 'week' | 'month';

/**
 * How each filter cuts its period: the last `count` buckets of `unit`, the current one included,
 * in the viewer's time zone. A day reads by the hour; up to three months by the day; six and nine
 * months by the week (weeks start on Monday); a year by the month.
 */
export const FILTER_BUCKETS: Record<TimeFilter, { unit: BucketUnit; count: number }> = {
  day: { unit: 'hour', count: 24 },
  week: { unit: 'day', count: 7 },
  'one-month': { unit: 'day', count: 30 },
  'three-month': { unit: 'day', count: 90 },
  'six-month': { unit: 'week', count: 26 },
  'nine-month': { unit: 'week', count: 39 },
  year: { unit: 'month', count: 12 },
};

export const TIME_FILTER_LABELS: Record<TimeFilter, string> = {
  day: 'Day',
  week: 'Week',
  'one-month': 'One month',
  'three-month': 'Three months',
  'six-month': 'Six months',
  'nine-month': 'Nine months',
  year: 'Year',
};

export const analyticsMessages = {
  unknownFilter: `Filter must be one of: ${TIME_FILTERS.join(', ')}`,
  unknownTimeZone: 'Unknown time zone: send an IANA name such as Europe/Paris',
  userNotFound: 'User not found',
} as const;

/** The IANA name as the runtime spells it (`europe/paris` is `Europe/Paris`), or null when it is not one. */
export function canonicalTimeZone(name: string): string | null {
  // Region/City names and UTC only: no offsets or POSIX rules, which PostgreSQL reads the other way round.
  if (!/^(?:[A-Za-z][A-Za-z0-9_+-]*)(?:\/[A-Za-z0-9_+-]+){0,2}$/.test(name) || name.length > 64) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

export const timeFilterParam = z.enum(TIME_FILTERS, { error: analyticsMessages.unknownFilter });

/** `?time_zone=`: the viewer's IANA zone (the browser's); UTC when absent. */
export const timeZoneQuerySchema = z.object({
  time_zone: z
    .string()
    .max(64, analyticsMessages.unknownTimeZone)
    .optional()
    .transform((name, ctx) => {
      if (name === undefined || name === '') return 'UTC';
      const canonical = canonicalTimeZone(name);
      if (!canonical) {
        ctx.addIssue({ code: 'custom', message: analyticsMessages.unknownTimeZone });
        return z.NEVER;
      }
      return canonical;
    }),
});
export type TimeZoneQuery = z.input<typeof timeZoneQuerySchema>;
