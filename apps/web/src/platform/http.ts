import { errorMessageOf } from '@dealscout/domain';

/** A failed API call: the status and the error body in one of the spec's shapes. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(errorMessageOf(body));
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

let unauthorizedHandler: (() => void) | null = null;

/** The signed-in area registers what a 401 does (end the session); visitors have none. Returns the unregister. */
export function onUnauthorized(handler: () => void): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null;
  };
}

interface ApiOptions {
  method?: Method;
  body?: unknown;
  signal?: AbortSignal;
  /** A 401 is an expected answer here (the session probe), not a session that ended. */
  quietUnauthorized?: boolean;
  /** Sent as `Authorization: Bearer` (the reset-password flow). */
  bearer?: string;
}

/** Calls the API under /api with the session cookie; non-2xx answers throw ApiError. */
export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const { method = 'GET', body, signal, bearer } = options;
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (bearer) headers.Authorization = `Bearer ${bearer}`;
  const response = await fetch(`/api${path}`, {
    method,
    signal,
    credentials: 'same-origin',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (response.status === 401 && !options.quietUnauthorized) unauthorizedHandler?.();
  if (!response.ok) throw new ApiError(response.status, data);
  return data as T;
}
