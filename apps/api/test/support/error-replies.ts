import { expect } from 'vitest';

/** The reply of a 400 with field errors: `{ error, code: 'invalid_input' }` and the fields, the first message as `error`. */
export function invalidInput(fields: Readonly<Record<string, readonly unknown[]>>) {
  const first: unknown = fields.non_field_errors?.[0] ?? Object.values(fields)[0]?.[0];
  return { error: typeof first === 'string' ? first : expect.any(String), code: 'invalid_input', ...fields };
}

/** The field errors of a reply, without its `error` and `code`. */
export function fieldsOf(body: unknown): Record<string, unknown> {
  const { error: _error, code: _code, ...fields } = body as Record<string, unknown>;
  return fields;
}
