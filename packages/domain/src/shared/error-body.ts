import type { ErrorCode } from './error-codes.js';

/**
 * The three error shapes the client reads (spec §7, §8): `{ error }`, `{ non_field_errors: [...] }` and
 * field-keyed `{ field: [...] }`. What the API's services throw; `errorReply` adds the rest.
 */
export type FieldErrors = Record<string, string[]>;
export type ErrorBody = { error: string; [extra: string]: unknown } | { non_field_errors: string[] } | FieldErrors;

/**
 * Every error reply: `{ error, code }`, plus the field errors where there are some (and a 409's own
 * details). `error` is the first message the client would show; `code` is what it decides by.
 */
export type ErrorReply = { error: string; code: ErrorCode; [extra: string]: unknown };

export const GENERIC_ERROR = 'Something went wrong';

/** Keys of every error reply: a field with one of these names is reported as `<name>_field`. */
export const ERROR_REPLY_KEYS = ['error', 'code'] as const;

/** The reply for an error body and its code. */
export function errorReply(body: ErrorBody, code: ErrorCode): ErrorReply {
  if ('error' in body && typeof body.error === 'string') return { ...body, error: body.error, code };
  const fields: FieldErrors = {};
  for (const [key, messages] of Object.entries(body as FieldErrors)) {
    fields[(ERROR_REPLY_KEYS as readonly string[]).includes(key) ? `${key}_field` : key] = messages;
  }
  return { error: errorMessageOf(fields), code, ...fields };
}

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
