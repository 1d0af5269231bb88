import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { bearer } from '../support/auth-helpers.js';
import { nextClientAddress, type TestApp } from '../support/test-app.js';
import type { Cast } from './cast.js';
import { databaseSnapshotter, snapshotChanges, type Snapshot } from './db-snapshot.js';
import { fuzzCase, fuzzTargets, type FuzzCase, type OpenApiDocument } from './fuzz-cases.js';
import type { InputClass } from './fuzz-mutations.js';
import type { WireRequest } from './fuzz-request.js';
import { isReadableError } from './readable-error.js';
import { ROUTE_EXPECTATIONS } from './route-expectations.js';
import { fillPath } from './route-request.js';
import { injectReading } from './inject-reading.js';

/** One distinct failure: a route, the kind of input, and what went wrong; with how often and a few examples. */
export interface FuzzFinding {
  route: string;
  inputClass: InputClass;
  problem: string;
  count: number;
  examples: string[];
}

const EXAMPLES_KEPT = 3;

export interface FuzzResult {
  requests: number;
  findings: FuzzFinding[];
  /** Requests per input class, to show what was covered. */
  perClass: Record<string, number>;
}

export interface FuzzOptions {
  runs: number;
  seed: number;
  /** Limits the fuzzing to some routes (`METHOD url`). */
  routes?: (key: string) => boolean;
  expectations?: typeof ROUTE_EXPECTATIONS;
}

function injectOf(fuzz: FuzzCase, wire: WireRequest, token: string | undefined): InjectOptions {
  const { route } = fuzz.target;
  return {
    method: route.method as InjectOptions['method'],
    url: fillPath(route.url, wire.path) + (wire.query ? `?${wire.query}` : ''),
    headers: { ...(token ? bearer(token) : {}), ...(wire.contentType === undefined ? {} : { 'content-type': wire.contentType }) },
    ...(wire.payload === undefined ? {} : { payload: wire.payload }),
    remoteAddress: nextClientAddress(),
  };
}

const describeRequest = (request: InjectOptions) => {
  const payload = request.payload === undefined ? '' : String(request.payload);
  const headers = request.headers as Record<string, string>;
  const shown = (text: string) => JSON.stringify(text.length > 100 ? `${text.slice(0, 100)}... (${text.length} chars)` : text);
  return `${request.method} ${shown(String(request.url))} content-type=${headers['content-type'] ?? '-'} body=${shown(payload)}`;
};

/**
 * Sends requests generated from each route's OpenAPI schemas and spoiled in every way we know
 * (fixed seed), signed in as the owner with real ids (public routes without a session), and
 * returns every distinct failure: a 5xx, a 4xx without a readable message, or a refusal that wrote.
 */
export async function runFuzz(t: TestApp, cast: Cast, options: FuzzOptions): Promise<FuzzResult> {
  const expectations = options.expectations ?? ROUTE_EXPECTATIONS;
  const openapi: OpenApiDocument = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  const routes = t.app.routeTable.filter((route) => !options.routes || options.routes(`${route.method} ${route.url}`));
  const cases = fc.sample(fuzzCase(fuzzTargets(routes, openapi, expectations)), { numRuns: options.runs, seed: options.seed });
  const snapshots = await databaseSnapshotter(t.db);
  const findings = new Map<string, FuzzFinding>();
  const perClass: Record<string, number> = {};
  const report = (fuzz: FuzzCase, problem: string, request: InjectOptions) => {
    const id = `${fuzz.target.key} | ${fuzz.inputClass} | ${problem}`;
    const finding = findings.get(id) ?? { route: fuzz.target.key, inputClass: fuzz.inputClass, problem, count: 0, examples: [] };
    findings.set(id, finding);
    finding.count++;
    const example = describeRequest(request);
    if (finding.examples.length < EXAMPLES_KEPT && !finding.examples.includes(example)) finding.examples.push(example);
  };

  let current: Snapshot | undefined;
  for (const fuzz of cases) {
    const { route, row } = fuzz.target;
    perClass[fuzz.inputClass] = (perClass[fuzz.inputClass] ?? 0) + 1;
    const request = injectOf(
      fuzz,
      fuzz.mutation.apply(fuzz.draft(cast.resources.ids())),
      route.access === 'public' ? undefined : cast.tokenOf('owner'),
    );
    const before = current ?? (await snapshots.take());
    const response = await injectReading(t.app, request).catch((error: Error) => error);
    current = await snapshots.take();
    if (response instanceof Error) {
      report(fuzz, `the request failed: ${response.message}`, request);
      continue;
    }
    const status = response.statusCode;
    if (status >= 500) report(fuzz, `${status}`, request);
    else if (status >= 400 && !isReadableError(response.body, status)) report(fuzz, `${status} without a readable message`, request);
    if (status >= 400) {
      const changes = snapshotChanges(before, current, row.refusalWrites);
      if (changes.length) report(fuzz, `refused with ${status} but wrote (${changes.join('; ')})`, request);
    } else if (status < 300 && row.consumes) {
      await cast.resources.renew(row.consumes);
      current = undefined;
    }
    // A password change ends every session of the owner's and hands out a new one.
    if (status < 300 && row.endsSessions) cast.adoptToken('owner', response.json().token);
  }
  return { requests: cases.length, findings: [...findings.values()], perClass };
}
