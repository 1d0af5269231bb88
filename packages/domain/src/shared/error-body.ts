/**
 * The three error shapes the client reads (spec §7, §8):
 * `{ error }`, `{ non_field_errors: [...] }` and field-keyed `{ field: [...] }`.
 */
export type FieldErrors = Record<string, string[]>;
export type ErrorBody = { error: string } | { non_field_errors: string[] } | FieldErrors;

export const GENERIC_ERROR = 'Something went wrong';

/** The message to show for a failed call, in the order the spec's client reads it. */
export function errorMessageOf(body: unknown, fallback = GENERIC_ERROR): string {
  if (!body || typeof body !== 'object') return fallback;
  const record = body as Record<string, unknown>;
  const nonField = record.non_field_errors;
  if (Array.isArray(nonField) && typeof nonField[0] === 'string') return nonField[0];
  if (typeof record.error === 'string' && record.error) return record.error;
  if (typeof record.message === 'string' && record.message) return record.message;
  for (const value of Object.values(record)) {
    if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  }
  return fallback;
}
