import fc from 'fast-check';
import type { RouteEntry } from '../../src/platform/route-access.js';
import { mutationsFor, type InputClass, type Mutation } from './fuzz-mutations.js';
import type { DraftRequest } from './fuzz-request.js';
import { valueOf, type JsonSchema } from './json-schema-arbitrary.js';
import type { OwnerResources } from './owner-resources.js';
import { routeKey, type RequestParts, type RouteExpectation } from './route-expectations.js';

/** What the OpenAPI document says one operation takes. */
interface OpenApiOperation {
  parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** A route to fuzz: its schemas from the OpenAPI document, and the owner's valid request from its expectation row. */
export interface FuzzTarget {
  key: string;
  route: RouteEntry;
  row: RouteExpectation;
  params: Record<string, JsonSchema>;
  query: Record<string, JsonSchema>;
  requiredQuery: string[];
  body?: JsonSchema;
  multipart: boolean;
}

export interface FuzzCase {
  target: FuzzTarget;
  inputClass: InputClass;
  draft: (ids: OwnerResources) => DraftRequest;
  mutation: Mutation;
}

const toOpenApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const stringValues = (values: Record<string, unknown> = {}) =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === 'string' ? value : JSON.stringify(value)]));

/** Ids only shape a row's request; these stand in to learn that shape (a JSON body, or an upload). */
const SHAPE_IDS: OwnerResources = {
  ownerId: 'o',
  ownerEmail: 'o@example.com',
  company: 'c',
  privateCompany: 'p',
  note: 'n',
  document: 'd',
  apiKey: 'k',
  pipelineColumn: 'pc',
  taskColumn: 'tc',
  boardColumn: 'bc',
  task: 't',
  attachment: 'a',
  invoice: 'i',
  providerInvoice: 'pi',
  leadList: 'll',
  communicationType: 'ct',
  lead: 'l',
  savedSearch: 's',
  unique: 'u',
};

export function fuzzTargets(routes: RouteEntry[], openapi: OpenApiDocument, expectations: Record<string, RouteExpectation>): FuzzTarget[] {
  return routes.map((route) => {
    const row = expectations[routeKey(route)] ?? {};
    const operation = openapi.paths[toOpenApiPath(route.url)]?.[route.method.toLowerCase()] ?? {};
    const parameters = operation.parameters ?? [];
    const of = (where: string) => Object.fromEntries(parameters.filter((p) => p.in === where).map((p) => [p.name, p.schema]));
    return {
      key: routeKey(route),
      route,
      row,
      params: of('path'),
      query: of('query'),
      requiredQuery: parameters.filter((p) => p.in === 'query' && p.required).map((p) => p.name),
      body: operation.requestBody?.content?.['application/json']?.schema,
      multipart: !!row.request?.(SHAPE_IDS).multipart,
    };
  });
}

const draftOf = (parts: RequestParts): DraftRequest => ({
  params: parts.params ?? {},
  query: parts.query ?? {},
  body: parts.body,
  multipart: parts.multipart,
});

/**
 * The request a case starts from, before it is spoiled: the owner's valid request from the
 * expectation row, or one generated from the schemas (its path ids real or made up).
 */
function startingPoint(target: FuzzTarget): fc.Arbitrary<(ids: OwnerResources) => DraftRequest> {
  const valid = (ids: OwnerResources) => draftOf(target.row.request?.(ids) ?? {});
  const generated = fc
    .record({
      params: fc.record(Object.fromEntries(Object.entries(target.params).map(([name, schema]) => [name, valueOf(schema)]))),
      query: fc.record(Object.fromEntries(Object.entries(target.query).map(([name, schema]) => [name, valueOf(schema)])), {
        requiredKeys: target.requiredQuery,
      }),
      body: target.body ? valueOf(target.body) : fc.constant(undefined),
      realIds: fc.boolean(),
    })
    .map(({ params, query, body, realIds }) => (ids: OwnerResources): DraftRequest => {
      const owners = valid(ids);
      return {
        params: { ...stringValues(params), ...(realIds ? owners.params : {}) },
        query: stringValues(query),
        body: target.multipart ? undefined : body,
        multipart: owners.multipart,
      };
    });
  return fc.oneof(fc.constant(valid), generated);
}

/** One request to a route drawn from all of them, spoiled in one way. */
export function fuzzCase(targets: FuzzTarget[]): fc.Arbitrary<FuzzCase> {
  return fc
    .constantFrom(...targets)
    .chain((target) =>
      fc
        .tuple(startingPoint(target), mutationsFor({ multipart: target.multipart, hasParams: /[:*]/.test(target.route.url) }))
        .map(([draft, mutation]) => ({ target, inputClass: mutation.inputClass, draft, mutation })),
    );
}
