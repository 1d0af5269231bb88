import { ERROR_STATUS, isErrorCode } from '@dealscout/domain';

const nonEmptyStrings = (value: unknown) =>
  Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string' && item.trim() !== '');

/**
 * Whether an error reply says what went wrong in the contract's shape: `{ error: '...', code }` with a
 * code of packages/domain that belongs to the reply's status, and field-keyed lists of messages
 * (`non_field_errors` among them) where there are some.
 */
export function isReadableError(body: string, status: number): boolean {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return false;
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return false;
  const { error, code, ...rest } = parsed as Record<string, unknown>;
  if (typeof error !== 'string' || error.trim() === '' || !isErrorCode(code) || ERROR_STATUS[code] !== status) return false;
  return code !== 'invalid_input' || Object.values(rest).every(nonEmptyStrings);
}
