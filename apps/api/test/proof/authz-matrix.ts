import type { RouteEntry } from '../../src/platform/route-access.js';
import type { TestApp } from '../support/test-app.js';
import { ACTORS, type ActorName, type Cast } from './cast.js';
import { databaseSnapshotter, snapshotChanges, type Snapshot } from './db-snapshot.js';
import { routeKey, ROUTE_EXPECTATIONS, type RouteExpectation } from './route-expectations.js';
import { routeRequest } from './route-request.js';
import { injectReading } from './inject-reading.js';

export type Expected = number | 'not 5xx';

/** Callers outside the owner's organization: nothing of the owner's may reach them. */
const OUTSIDERS: readonly ActorName[] = ['anonymous', 'resetBearer', 'stranger', 'otherOrg', 'superuser'];

/**
 * The status an actor should get, from the route's declared access and its expectation row:
 * - public routes: the row's `everyone`, or merely no 5xx;
 * - anonymous: 401; a reset-link bearer: 401 except on password-change routes; an API key: 401 except on GET (403 on superuser routes);
 * - superuser routes: 403 for everyone signed in but the superuser, who gets the row's `owner` answer;
 * - then the row's status for that actor, else: the owner's answer for the owner, a colleague
 *   (companies are shared with the organization) and anyone on a `self` route; 404 for the rest.
 * Undefined when a guarded route's row gives no owner status.
 */
export function expectedStatus(
  route: Pick<RouteEntry, 'method' | 'access'>,
  row: RouteExpectation,
  actor: ActorName,
): Expected | undefined {
  if (route.access === 'public') return row.everyone ?? 'not 5xx';
  const owner = row.status?.owner;
  if (owner === undefined) return undefined;
  if (actor === 'anonymous') return 401;
  if (actor === 'resetBearer') return route.access === 'password-change' ? (row.status?.resetBearer ?? owner) : 401;
  if (actor === 'apiKey' && route.method !== 'GET') return 401;
  if (route.access === 'superuser') return actor === 'superuser' ? owner : 403;
  if (actor === 'apiKey') return row.status?.apiKey ?? owner;
  const stated = row.status?.[actor];
  if (stated !== undefined) return stated;
  return actor === 'owner' || actor === 'colleague' || row.scope === 'self' ? owner : 404;
}

/** What an outsider must not see: the owner's things, and who the owner is, except to the superuser on the superuser's own routes (the user list, a user's card). */
function outsiderSecrets(route: Pick<RouteEntry, 'access'>, actor: ActorName, cast: Cast, ids: { ownerId: string; ownerEmail: string }) {
  const secrets = cast.resources.secrets();
  if (route.access !== 'superuser' || actor !== 'superuser') return secrets;
  return secrets.filter((secret) => secret !== ids.ownerId && secret !== ids.ownerEmail);
}

export interface MatrixResult {
  findings: string[];
  routes: number;
  actors: number;
  cells: number;
}

/** Rows without a route, routes without a row, and guarded rows without the owner's answer. */
function tableFindings(routes: RouteEntry[], expectations: Record<string, RouteExpectation>, checks: (key: string) => boolean): string[] {
  const keys = new Set(routes.map(routeKey));
  const findings = Object.keys(expectations)
    .filter((key) => checks(key) && !keys.has(key))
    .map((key) => `${key}: expectation row for a route that does not exist`);
  for (const route of routes.filter((entry) => checks(routeKey(entry)))) {
    const row = expectations[routeKey(route)];
    if (!row) findings.push(`${routeKey(route)}: no row in route-expectations.ts (every route needs one)`);
    else if (route.access !== 'public' && row.status?.owner === undefined)
      findings.push(`${routeKey(route)}: the row gives no owner status`);
  }
  if (Object.values(expectations).filter((row) => row.endsSessions).length > 1) {
    findings.push('only one route that ends every session can run last; give the others freshSession');
  }
  return findings;
}

export interface MatrixOptions {
  expectations?: Record<string, RouteExpectation>;
  /** Limits the matrix to some routes (`METHOD url`). */
  routes?: (key: string) => boolean;
}

/**
 * Calls every route of the route table as every actor, with the owner's real ids in path and body,
 * and returns what broke the rules: a wrong status, a reply that reveals the owner's data to an
 * outsider, or a refused request that wrote to the database.
 */
export async function runAuthzMatrix(t: TestApp, cast: Cast, options: MatrixOptions = {}): Promise<MatrixResult> {
  const { expectations = ROUTE_EXPECTATIONS, routes: checks = () => true } = options;
  const routes = [...t.app.routeTable];
  const findings = tableFindings(routes, expectations, checks);
  const checked = routes
    .filter((route) => checks(routeKey(route)))
    .filter((route) => expectations[routeKey(route)] && (route.access === 'public' || expectations[routeKey(route)]!.status?.owner))
    .sort((a, b) => Number(!!expectations[routeKey(a)]!.endsSessions) - Number(!!expectations[routeKey(b)]!.endsSessions));
  const snapshots = await databaseSnapshotter(t.db);
  let unchangedSince: Snapshot | undefined;
  let cells = 0;

  for (const route of checked) {
    const row = expectations[routeKey(route)]!;
    for (const actor of ACTORS) {
      const expected = expectedStatus(route, row, actor)!;
      const token = row.freshSession ? await cast.freshTokenOf(actor) : cast.tokenOf(actor);
      if (row.freshSession) unchangedSince = undefined;
      const ids = cast.resources.ids();
      const refusal = route.access !== 'public' && expected !== 'not 5xx' && expected >= 400;
      const before = refusal ? (unchangedSince ?? (await snapshots.take())) : undefined;
      const response = await injectReading(t.app, routeRequest(route, row.request?.(ids) ?? {}, token));
      cells++;

      const where = `${routeKey(route)} as ${actor}`;
      const status = response.statusCode;
      if (expected === 'not 5xx' ? status >= 500 : status !== expected) {
        findings.push(`${where}: expected ${expected}, got ${status} ${response.body.slice(0, 160)}`);
      }
      if (route.access !== 'public' && status < 300) {
        const hidden = OUTSIDERS.includes(actor)
          ? outsiderSecrets(route, actor, cast, ids)
          : actor === 'colleague'
            ? [ids.privateCompany]
            : [];
        const revealed = hidden.filter((secret) => response.body.includes(secret));
        if (revealed.length) findings.push(`${where}: the reply reveals the owner's ${revealed.join(', ')}`);
      }
      unchangedSince = undefined;
      if (before) {
        const after = await snapshots.take();
        const changes = snapshotChanges(before, after);
        if (changes.length) findings.push(`${where}: refused with ${status} but wrote (${changes.join('; ')})`);
        else unchangedSince = after;
      }
      if (status < 300 && row.consumes) {
        await cast.resources.renew(row.consumes);
        unchangedSince = undefined;
      }
    }
  }
  return { findings, routes: checked.length, actors: ACTORS.length, cells };
}
