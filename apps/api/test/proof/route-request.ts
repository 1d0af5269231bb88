import type { InjectOptions } from 'fastify';
import { bearer } from '../support/auth-helpers.js';
import { multipartBody } from '../support/multipart.js';
import { nextClientAddress } from '../support/test-app.js';
import type { RequestParts } from './route-expectations.js';

export interface RouteRef {
  method: string;
  url: string;
}

/** The route's url with its `:params` (and a trailing `*`) filled in; values are already URL-encoded. */
export const fillPath = (url: string, encoded: Record<string, string> = {}) =>
  url.replace(/:(\w+)|\*/g, (_match, name: string | undefined) => encoded[name ?? '*'] ?? '');

const encodeAll = (values: Record<string, string> = {}) =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [name, encodeURIComponent(value)]));

/** An inject request for a route, from the parts of an expectation row, as the given bearer (none: anonymous). */
export function routeRequest(route: RouteRef, parts: RequestParts, token?: string): InjectOptions {
  const query = parts.query ? `?${new URLSearchParams(parts.query).toString()}` : '';
  const url = fillPath(route.url, encodeAll(parts.params)) + query;
  const auth = token ? bearer(token) : {};
  const common = { method: route.method as InjectOptions['method'], url, remoteAddress: nextClientAddress() };
  if (parts.multipart) {
    const form = multipartBody(parts.multipart);
    return { ...common, payload: form.payload, headers: { ...form.headers, ...auth } };
  }
  return { ...common, headers: auth, ...(parts.body === undefined ? {} : { payload: parts.body as object }) };
}
