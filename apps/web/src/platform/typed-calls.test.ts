import { describe, expect, it } from 'vitest';
import { restrictedSyntaxIn as refusals } from '../test-support/lint-probe';

const declarations = `
declare const api: (path: string, options?: object) => Promise<unknown>;
declare const call: (route: object, input?: object) => Promise<unknown>;
declare const apiUrl: (route: object, input?: object) => string;
declare const companyRoutes: { list: object };
declare const id: string;
`;

describe('the web calls the API through the route table only (eslint.config.js)', () => {
  it.each([
    ["fetch('/api/user-company')"],
    ['window.fetch(`/api/user-company/${id}`)'],
    ["api('/user-company', { method: 'DELETE' })"],
    ["new XMLHttpRequest().open('POST', '/api/company-task')"],
    ["new EventSource('/api/pipeline-events')"],
    ['`/api/company-notes/${id}`'],
    ["'/api?x=1'"],
  ])('refuses %s', async (expression) => {
    expect(await refusals(`${declarations}export const sent = ${expression};`)).toBeGreaterThan(0);
  });

  it.each([
    ["call(companyRoutes.list, { query: { search: 'lake' } })"],
    ['apiUrl(companyRoutes.list)'],
    ["'/api-keys'.length"],
    ["'/apiary'"],
  ])('allows %s', async (expression) => {
    expect(await refusals(`${declarations}export const sent = ${expression};`)).toBe(0);
  });
});
