import type { APIRequestContext, APIResponse } from '@playwright/test';
import { routePath, routeQuery, type RouteDefinition, type RouteInput, type RouteReply } from '@dealscout/domain';

/**
 * A call of packages/domain's route table from a journey, as the web app makes it: the path from `params`, the
 * query string from `query`, `body` as JSON. Answers the response (its status is the journey's to check) and
 * `reply()`, the body typed by the route's reply schema.
 */
export async function callRoute<R extends RouteDefinition>(
  api: APIRequestContext,
  route: R,
  input: RouteInput<R>,
): Promise<APIResponse & { reply: () => Promise<RouteReply<R>> }> {
  const { params, query, body } = input as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
  const response = await api.fetch(`/api${routePath(route.path, params)}${routeQuery(query)}`, {
    method: route.method,
    ...(body !== undefined && { data: body }),
  });
  return Object.assign(response, { reply: () => response.json() as Promise<RouteReply<R>> });
}
