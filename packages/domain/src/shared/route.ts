import type { input, output, ZodType } from 'zod';

/**
 * One entry of the route table: everything the API registers, the OpenAPI document shows, the web calls and
 * the tests send, in one place (docs/decisions/route-table.md). The API builds Fastify's route from it
 * (`registerRoute`), the web calls it with `call(route, input)`, the tests with `t.call(route, input)`.
 *
 * This file is zod-free at run time (types only): the web's production build replaces each domain's
 * `routes.ts` by its entries without schemas (apps/web/build/lean-routes.ts).
 */
export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route (apps/api/src/platform/route-access.ts enforces it). `user` is the product: a signed-in
 * user who owes no sign-up payment (entitlements.ts planRefusal); `account` is any signed-in user, one whose
 * sign-up is not paid yet too: the profile, billing, the session's heartbeat.
 */
export type RouteAccess = 'public' | 'user' | 'account' | 'superuser' | 'password-change';

/** What an open page hears when a route changes something (`{ kind, actor, at }` on its live stream). */
export type LiveChangeKind = 'tasks' | 'columns' | 'placements' | 'florence';

/** What moved of a Florence run: which run, of which company, and the state it is in now (RUN_STATUSES). */
export interface LiveRunChange {
  id: string;
  company: string;
  state: 'processing' | 'completed' | 'failed';
}

/** One event of a live stream: what changed, whose change it was, and when it committed (ms since the epoch). */
export interface LiveChange {
  kind: LiveChangeKind;
  /** The user whose change it was, so their own page can skip it (a Florence run's: its owner). */
  actor: string;
  at: number;
  /** On the Florence stream: the run that moved. A run that ended is its company's new list (or its failure). */
  run?: LiveRunChange;
}

/** A multipart/form-data body (files): the web sends a FormData, the API reads it as a stream. */
export const FORM_DATA = 'form-data';
/** A reply that is not JSON: a file download, a PDF, a Server-Sent Events stream. */
export const FILE_REPLY = 'file';
export const EVENT_STREAM = 'event-stream';

export interface RouteDefinition {
  method: RouteMethod;
  /** Under /api, as Fastify spells it: `/user-company/:id`. */
  path: string;
  access: RouteAccess;
  /** The OpenAPI document's groups. */
  tags: readonly string[];
  params?: ZodType;
  query?: ZodType;
  body?: ZodType | typeof FORM_DATA;
  /** The success reply; none for a 204. */
  reply?: ZodType | typeof FILE_REPLY | typeof EVENT_STREAM;
  /** The success status: 200 unless said. */
  status?: 200 | 201 | 202 | 204;
  /** Other documented replies by status (a 409 with a body, a 304). */
  otherReplies?: Readonly<Record<number, ZodType>>;
  /** The live changes a successful call publishes. */
  events?: readonly LiveChangeKind[];
  /** For the OpenAPI document. */
  description?: string;
  /** Left out of the OpenAPI document (the billing webhook). */
  hidden?: boolean;
}

/** A table's shared parts (tags, access) given once; each entry may override access. */
export function routeGroup<const G extends Pick<RouteDefinition, 'tags' | 'access'>>(group: G) {
  return <const R extends Omit<RouteDefinition, 'tags' | 'access'> & Partial<Pick<RouteDefinition, 'access'>>>(route: R) =>
    ({ ...group, ...route }) as Omit<G, keyof R> & R;
}

/** A query string the domain's own builder made for a route's query schema (`datasetSearchParams`), without its `?`. */
export type EncodedQuery<S extends ZodType> = string & { readonly encodedFor?: S };

/** No field: a route without params, query or body. */
export type NoInput = Record<never, never>;

type Field<K extends string, S, Also = never> = S extends ZodType
  ? NoInput extends input<S>
    ? { [P in K]?: input<S> | Also }
    : { [P in K]: input<S> | Also }
  : NoInput;
type QueryField<S> = S extends ZodType ? Field<'query', S, EncodedQuery<S>> : NoInput;
type FormField<B, Form> = B extends typeof FORM_DATA ? { body: Form } : Field<'body', B>;

/**
 * What a caller sends: `{ params, query, body }` as the route's schemas take them (ids, the query string, JSON);
 * a multipart body is the caller's `Form` (a FormData on the web).
 */
export type RouteInput<R extends RouteDefinition, Form = unknown> = Field<'params', R['params']> &
  QueryField<R['query']> &
  FormField<R['body'], Form>;

/** What a successful call answers, as the reply schema gives it (a file or a stream is the caller's `Raw`). */
export type RouteReply<R extends RouteDefinition, Raw = unknown> = R['reply'] extends ZodType
  ? output<R['reply']>
  : R['reply'] extends string
    ? Raw
    : void;

/** What the handler returns: the reply before serialization. */
export type RouteHandlerReply<R extends RouteDefinition> = R['reply'] extends ZodType ? input<R['reply']> : unknown;

/** The path of a call: each `:name` replaced by its encoded value. */
export function routePath(path: string, params: Readonly<Record<string, unknown>> | undefined): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`The path ${path} needs its parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** `?a=1&b=x` from a query object (an array repeats its key; undefined is left out) or an encoded query, or '' when empty. */
export function routeQuery(query: Readonly<Record<string, unknown>> | string | undefined): string {
  if (typeof query === 'string') return query ? `?${query}` : '';
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(item))}`);
    }
  }
  return pairs.length ? `?${pairs.join('&')}` : '';
}
