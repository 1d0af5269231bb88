/**
 * Every error reply's `code`, listed once: what a client decides by. The `error` message beside it is
 * for people and may be reworded; the code is the contract. Each code has the one status it comes with.
 */
export const ERROR_STATUS = {
  // By status, when nothing more specific applies.
  bad_request: 400,
  /** A 400 with field errors or `non_field_errors`: the request's fields, or the request as a whole, are refused. */
  invalid_input: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  uri_too_long: 414,
  unsupported_media_type: 415,
  unprocessable: 422,
  rate_limited: 429,
  internal_error: 500,
  provider_unavailable: 502,
  /** The file storage (an object store) did not answer or refused: nothing was stored or sent. */
  storage_unavailable: 503,
  // Refusals a client acts on (entitlements.ts says who is refused).
  /** A sign-up whose checkout has not completed: the product waits for the payment (profile and billing stay open). */
  payment_required: 402,
  superuser_only: 403,
  enterprise_only: 403,
  company_creator_only: 403,
  investor_trial_not_included: 403,
  investor_trial_exhausted: 403,
  florence_free_trial_exhausted: 403,
  florence_monthly_limit_reached: 403,
  florence_run_in_progress: 409,
  florence_no_list: 409,
  crm_not_connected: 403,
  lead_duplicate: 409,
  saved_search_owner_only: 403,
  saved_search_alerts_not_included: 403,
  saved_searches_limit_reached: 409,
  investor_import_running: 409,
  dataset_import_running: 409,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

const BY_STATUS: Partial<Record<number, ErrorCode>> = {
  400: 'bad_request',
  401: 'unauthenticated',
  402: 'payment_required',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  422: 'unprocessable',
  429: 'rate_limited',
  500: 'internal_error',
  502: 'provider_unavailable',
};

/**
 * The code of an error that names none: the general one of its status (a 4xx without one is a bad
 * request); a 400 that carries field errors is `invalid_input`.
 */
export function errorCodeForStatus(status: number, fieldErrors = false): ErrorCode {
  if (status === 400 && fieldErrors) return 'invalid_input';
  return BY_STATUS[status] ?? (status < 500 ? 'bad_request' : 'internal_error');
}

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(ERROR_STATUS, value);

/** The code of an error reply body, or null when it has none (not an error reply of this API). */
export function errorCodeOf(body: unknown): ErrorCode | null {
  const code = body && typeof body === 'object' ? (body as Record<string, unknown>).code : undefined;
  return isErrorCode(code) ? code : null;
}
