import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { insertCompany } from '../../src/seed/factories/companies.js';
import { invoices } from '../../src/db/schema/index.js';
import { bearer, lastMailTo } from '../support/auth-helpers.js';
import { documentPart, multipartBody, sampleContent, type FormPart } from '../support/multipart.js';
import { nextClientAddress, type TestApp } from '../support/test-app.js';

/**
 * The owner's things a request can name, in the order they are made (each may use the ones before);
 * a consuming request (a delete) renews what it used up.
 * taskColumn holds the task; boardColumn is another column of the same board, kept empty so it may be deleted.
 * invoice is the first invoice of the owner's subscription, paid on the test mode's checkout page;
 * providerInvoice is the same invoice's id at the (test-mode) provider.
 * communicationType is a type no lead has as status (so it may be deleted); lead is in leadList.
 */
export const RESOURCE_KINDS = [
  'company',
  'note',
  'document',
  'apiKey',
  'pipelineColumn',
  'taskColumn',
  'boardColumn',
  'task',
  'attachment',
  'invoice',
  'providerInvoice',
  'leadList',
  'communicationType',
  'lead',
  'savedSearch',
] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];

/** What goes with a resource when it is renewed: a company's children, a task's attachment. */
const DEPENDENTS: Partial<Record<ResourceKind, readonly ResourceKind[]>> = {
  company: ['note', 'document', 'taskColumn', 'boardColumn', 'task', 'attachment', 'leadList', 'communicationType', 'lead'],
  taskColumn: ['task', 'attachment'],
  task: ['attachment'],
};
const withDependents = (kinds: readonly ResourceKind[]): Set<ResourceKind> =>
  new Set(kinds.flatMap((kind) => [kind, ...withDependents(DEPENDENTS[kind] ?? [])]));

/** Real ids of the owner's resources, substituted into paths, queries and bodies. */
export interface OwnerResources extends Record<ResourceKind, string> {
  ownerId: string;
  ownerEmail: string;
  /** A company of the owner's that is not shared: nobody else may see it. */
  privateCompany: string;
  /** Different on every call, for names that must not repeat (document file names, company names). */
  unique: string;
}

export interface Owner {
  id: string;
  email: string;
  organizationId: string;
  /** The owner's session token of the moment (a password change hands out a new one). */
  token: () => string;
}

/** Mints an API key through the real flow: key request (in-app code), mailed link, then the exchange. */
export async function mintApiKey(t: TestApp, user: { email: string; token: () => string }) {
  const request = await t.app.inject({ method: 'POST', url: '/api/api-key-request', headers: bearer(user.token()) });
  if (request.statusCode === 429) return undefined;
  expect(request.statusCode, request.body).toBe(200);
  const accessKey = /\/generate-api-key\/([\w-]+)/.exec(await lastMailTo(t, user.email))![1]!;
  const minted = await t.app.inject({
    method: 'POST',
    url: '/api/api-access',
    payload: { secret_key: accessKey, access_code: request.json().access_code },
    remoteAddress: nextClientAddress(),
  });
  expect(minted.statusCode, minted.body).toBe(200);
  const apiKey: string = minted.json().api_key;
  const listed = await t.app.inject({ method: 'GET', url: '/api/api-keys', headers: bearer(user.token()) });
  const id: string = listed.json().find((key: { prefix: string }) => apiKey.startsWith(key.prefix)).id;
  return { apiKey, id };
}

/**
 * Holds the current ids of the owner's resources and makes new ones: the company with the factory,
 * the rest through the API, as the owner would.
 */
export async function ownerResources(t: TestApp, owner: Owner) {
  let counter = 0;
  const next = () => `${process.pid}-${++counter}`;
  const created = async (method: 'POST' | 'PUT', url: string, payload: object, status: number) => {
    const response = await t.app.inject({ method, url, headers: bearer(owner.token()), payload });
    expect(response.statusCode, response.body).toBe(status);
    return response.json();
  };
  const sendForm = async (method: 'POST' | 'PUT', url: string, parts: FormPart[], status: number) => {
    const form = multipartBody(parts);
    const response = await t.app.inject({ method, url, payload: form.payload, headers: { ...form.headers, ...bearer(owner.token()) } });
    expect(response.statusCode, response.body).toBe(status);
    return response.json();
  };

  const make: Record<ResourceKind, (current: Partial<OwnerResources>) => Promise<string>> = {
    company: async () =>
      (await insertCompany(t.db, { name: `Matrix Co ${next()}`, createdBy: owner.id, organizationId: owner.organizationId, shared: true }))
        .id,
    note: async ({ company }) => {
      const url = `/api/company-notes/${company}`;
      const created = await t.app.inject({
        method: 'POST',
        url,
        headers: bearer(owner.token()),
        payload: { notes: `<p>Matrix note ${next()}</p>` },
      });
      expect(created.statusCode, created.body).toBe(201);
      return created.json().id;
    },
    document: async ({ company }) => {
      const form = multipartBody([documentPart(`matrix-${next()}.pdf`, sampleContent.pdf())]);
      const url = `/api/company-documents/${company}`;
      const created = await t.app.inject({ method: 'POST', url, ...form, headers: { ...form.headers, ...bearer(owner.token()) } });
      expect(created.statusCode, created.body).toBe(201);
      return created.json()[0].id;
    },
    // Key requests are limited per hour; past the limit the resource is an id that exists nowhere.
    apiKey: async () => (await mintApiKey(t, owner))?.id ?? randomUUID(),
    pipelineColumn: async () => (await created('POST', '/api/pipeline', { name: `Matrix stage ${next()}` }, 201)).id,
    taskColumn: async ({ company }) =>
      (await created('POST', '/api/company-board', { company_id: company, name: `Matrix tasks ${next()}` }, 201)).id,
    boardColumn: async ({ company }) =>
      (await created('POST', '/api/company-board', { company_id: company, name: `Matrix empty ${next()}` }, 201)).id,
    task: async ({ company, taskColumn }) => {
      const fields = { title: `Matrix task ${next()}`, company_id: company!, status_id: taskColumn! };
      const parts = Object.entries(fields).map(([name, value]) => ({ name, value }));
      return (await sendForm('POST', '/api/company-task', parts, 201)).id;
    },
    attachment: async ({ task }) => {
      const name = `matrix-${next()}.pdf`;
      const updated = await sendForm(
        'PUT',
        `/api/company-task/${task}`,
        [{ name: 'attachments', filename: name, value: sampleContent.pdf() }],
        200,
      );
      return updated.task_attachments.find((file: { name: string }) => file.name === name).id;
    },
    invoice: async () => {
      const checkout = await created('POST', '/api/subscription', { plan: 'monthly' }, 200);
      const session = new URL(checkout.url, 'http://app.test').pathname.split('/').pop()!;
      const paid = await t.app.inject({
        method: 'POST',
        url: `/api/test-checkout/${session}/complete`,
        headers: bearer(owner.token()),
        remoteAddress: nextClientAddress(),
      });
      expect(paid.statusCode, paid.body).toBe(200);
      const shown = await t.app.inject({ method: 'GET', url: '/api/subscription', headers: bearer(owner.token()) });
      return shown.json().invoices[0].id;
    },
    providerInvoice: async ({ invoice }) =>
      (await t.db.select({ id: invoices.providerInvoiceId }).from(invoices).where(eq(invoices.id, invoice!)))[0]!.id,
    leadList: async ({ company }) => (await created('POST', `/api/user-lead-list/${company}`, { name: `Matrix list ${next()}` }, 201)).id,
    communicationType: async ({ company }) =>
      (await created('POST', '/api/communication', { status: `Matrix type ${next()}`, user_company_id: company }, 201)).id,
    lead: async ({ company, leadList }) => {
      const payload = { lead_name: `Matrix lead ${next()}`, url: `lead-${next()}.example.com`, list: leadList, user_company_id: company };
      return (await created('POST', '/api/user-lead', payload, 201)).lead.id;
    },
    // Shared with the organization: a colleague sees it, only the owner changes it.
    savedSearch: async () =>
      (await created('POST', '/api/saved-searches', { name: `Matrix search ${next()}`, query: { search: 'Zephyr' }, shared: true }, 201))
        .id,
  };

  const current: Partial<OwnerResources> = { ownerId: owner.id, ownerEmail: owner.email };
  current.privateCompany = (
    await insertCompany(t.db, { name: 'Private Matrix Co', createdBy: owner.id, organizationId: owner.organizationId })
  ).id;
  for (const kind of RESOURCE_KINDS) current[kind] = await make[kind](current);

  return {
    /** The current ids, with a fresh `unique`. */
    ids: (): OwnerResources => ({ ...(current as OwnerResources), unique: next() }),
    /** Replaces used-up resources and what goes with them (a new company brings its notes, documents, board and task). */
    async renew(kinds: readonly ResourceKind[]) {
      const renewing = withDependents(kinds);
      for (const kind of RESOURCE_KINDS.filter((each) => renewing.has(each))) current[kind] = await make[kind](current);
    },
    /** Strings that must never appear in a reply to someone outside the owner's organization. */
    secrets: () => [owner.id, owner.email, current.privateCompany!, ...RESOURCE_KINDS.map((kind) => current[kind]!)],
  };
}
