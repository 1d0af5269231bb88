import { errorCodeOf, errorMessageOf, GENERIC_ERROR, type ErrorCode } from '@dealscout/domain';

/**
 * A failed API call: the status and the error body (`{ error, code }` and field errors). Decide by
 * `code`, never by the message: the message is for people (an eslint rule refuses comparing it).
 */
export class ApiError extends Error {
  /** The reply's code; null when the body is not one of the API's error replies (a proxy's page, say). */
  readonly code: ErrorCode | null;

  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(errorMessageOf(body));
    this.code = errorCodeOf(body);
  }
}

/** The failed call's code, or null for anything else (a network failure, an unreadable body). */
export const errorCode = (error: unknown): ErrorCode | null => (error instanceof ApiError ? error.code : null);

/**
 * The message to show for a failed call: the server's, read in the spec's order (non_field_errors,
 * error, ...), else `fallback` (a network failure, an unreadable body).
 */
export function errorMessage(error: unknown, fallback: string = GENERIC_ERROR): string {
  return error instanceof ApiError ? errorMessageOf(error.body, fallback) : fallback;
}

/** A 401: the session guardian already tells the user and signs them out, so a page adds no error of its own. */
export const endedSession = (error: unknown) => error instanceof ApiError && error.status === 401;

/** Whether a call failed with this code (the API's error replies, packages/domain error-codes.ts). */
export const failedWith = (error: unknown, code: ErrorCode): error is ApiError => error instanceof ApiError && error.code === code;
