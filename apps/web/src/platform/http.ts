import {
  routePath,
  routeQuery,
  type NoInput,
  type RouteDefinition,
  type RouteInput,
  type RouteMethod,
  type RouteReply,
} from '@dealscout/domain';
import type { output, ZodType } from 'zod';
import { ApiError } from './api-error';

let unauthorizedHandler: (() => void) | null = null;

/** The signed-in area registers what a 401 does (end the session); visitors have none. Returns the unregister. */
export function onUnauthorized(handler: () => void): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null;
  };
}

interface CallOptions {
  signal?: AbortSignal;
  /** A 401 is an expected answer here (the session probe), not a session that ended. */
  quietUnauthorized?: boolean;
  /** Sent as `Authorization: Bearer` (the reset-password flow). */
  bearer?: string;
}

interface ApiOptions extends CallOptions {
  method?: RouteMethod;
  body?: unknown;
}

/** A reply that does not match the domain's schema for it: a contract broken between the API and the web app. */
export class ReplyMismatchError extends Error {
  constructor(
    readonly call: string,
    readonly issues: readonly { path: readonly PropertyKey[]; message: string }[],
  ) {
    const lines = issues.map((issue) => `  ${issue.path.map(String).join('.') || '(reply)'}: ${issue.message}`);
    super(`The reply of ${call} does not match its schema:\n${lines.join('\n')}`);
    this.name = 'ReplyMismatchError';
  }
}

/**
 * Checks a reply against its schema in development and tests, and returns it as it came. A production build
 * trusts the reply; feature modules hand their schemas over as `import.meta.env.PROD ? undefined : {...}`, so
 * it carries no zod for them either (docs/decisions/first-load.md).
 */
function checkReply<S extends ZodType>(schema: S | undefined, data: unknown, call: string): output<S> {
  if (!import.meta.env.PROD && schema) {
    const result = schema.safeParse(data);
    if (!result.success) {
      const mismatch = new ReplyMismatchError(call, result.error.issues);
      // Also in the console: a page may show only its generic message for the failed call.
      console.error(mismatch);
      throw mismatch;
    }
  }
  return data as output<S>;
}

/** Calls the API under /api with the session cookie; non-2xx answers throw ApiError. Only `call` uses it. */
async function api(path: string, options: ApiOptions & { reply?: ZodType }): Promise<unknown> {
  const { method = 'GET', body, signal, bearer, reply } = options;
  const headers: Record<string, string> = {};
  // A FormData body goes as multipart/form-data, with the boundary the browser picks.
  const form = body instanceof FormData;
  if (body !== undefined && !form) headers['Content-Type'] = 'application/json';
  if (bearer) headers.Authorization = `Bearer ${bearer}`;
  const response = await fetch(`/api${path}`, {
    method,
    signal,
    credentials: 'same-origin',
    headers,
    body: body === undefined ? undefined : form ? body : JSON.stringify(body),
  });
  const data: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (response.status === 401 && !options.quietUnauthorized) unauthorizedHandler?.();
  if (!response.ok) throw new ApiError(response.status, data);
  return checkReply(reply, data, `${method} /api${path}`);
}

/** A call's input: the route's params, query and body (a FormData for a multipart route). */
export type CallInput<R extends RouteDefinition> = RouteInput<R, FormData>;
type CallArgs<R extends RouteDefinition> =
  NoInput extends CallInput<R> ? [input?: CallInput<R>, options?: CallOptions] : [input: CallInput<R>, options?: CallOptions];

/** The address of a call, `/api/...` with its params and query (a live stream, an upload with progress). */
export function apiUrl<R extends RouteDefinition>(route: R, input?: CallInput<R>): string {
  const { params, query } = (input ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown> };
  return `/api${routePath(route.path, params)}${routeQuery(query)}`;
}

/**
 * A multipart call whose upload progress shows (0 to 100, as the body goes out): XMLHttpRequest, since fetch reports
 * none. Refusals throw ApiError as `call` does; a failed connection throws `failed`.
 */
export function uploadWithProgress<R extends RouteDefinition>(
  route: R,
  input: CallInput<R>,
  { onProgress, failed }: { onProgress?: (percent: number) => void; failed: string },
): Promise<RouteReply<R>> {
  const url = apiUrl(route, input);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(route.method, url);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const body: unknown = request.response;
      if (request.status < 200 || request.status >= 300) return reject(new ApiError(request.status, body));
      try {
        resolve(checkReply(replySchemaOf(route), body, `${route.method} ${url}`) as RouteReply<R>);
      } catch (mismatch) {
        reject(mismatch);
      }
    };
    request.onerror = () => reject(new Error(failed));
    request.send((input as { body?: FormData }).body);
  });
}

/** The route's reply schema, in development and tests only: a production build's route table has none (docs/decisions/route-table.md). */
const replySchemaOf = (route: RouteDefinition): ZodType | undefined =>
  typeof route.reply === 'object' && route.reply !== null ? route.reply : undefined;

/**
 * Calls a route of packages/domain's route table: the path from `params`, the query string from `query`, `body` as
 * JSON (or multipart for a FormData); the reply is typed by the route's reply schema and checked against it in
 * development and tests. Non-2xx answers throw ApiError.
 */
export function call<R extends RouteDefinition>(route: R, ...[input, options]: CallArgs<R>): Promise<RouteReply<R>> {
  const body = (input as { body?: unknown } | undefined)?.body;
  return api(apiUrl(route, input).slice('/api'.length), { ...options, method: route.method, body, reply: replySchemaOf(route) }) as Promise<
    RouteReply<R>
  >;
}
