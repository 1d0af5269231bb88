import { errorMessageOf, GENERIC_ERROR } from '@dealscout/domain';

/** A failed API call: the status and the error body in one of the spec's shapes. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(errorMessageOf(body));
  }
}

/**
 * The message to show for a failed call: the server's, read in the spec's order (non_field_errors,
 * error, ...), else `fallback` (a network failure, an unreadable body).
 */
export function errorMessage(error: unknown, fallback: string = GENERIC_ERROR): string {
  return error instanceof ApiError ? errorMessageOf(error.body, fallback) : fallback;
}

/** A 401: the session guardian already tells the user and signs them out, so a page adds no error of its own. */
export const endedSession = (error: unknown) => error instanceof ApiError && error.status === 401;
