const nonEmptyStrings = (value: unknown) =>
  Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string' && item.trim() !== '');

/**
 * Whether an error reply says what went wrong in one of the spec's shapes: `{error: '...'}`,
 * `{non_field_errors: ['...']}` or field-keyed lists of messages.
 */
export function isReadableError(body: string): boolean {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return false;
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return false;
  const fields = parsed as Record<string, unknown>;
  if ('error' in fields) return typeof fields.error === 'string' && fields.error.trim() !== '';
  const values = Object.values(fields);
  return values.length > 0 && values.every(nonEmptyStrings);
}
