import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { insertCompany } from '../../src/db/factories/companies.js';
import { bearer, lastMailTo } from '../support/auth-helpers.js';
import { documentPart, multipartBody, sampleContent } from '../support/multipart.js';
import { nextClientAddress, type TestApp } from '../support/test-app.js';

/** The owner's things a request can name; a consuming request (a delete) renews what it used up. */
export const RESOURCE_KINDS = ['company', 'note', 'document', 'apiKey'] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];

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
 * its note and document through the API, as the owner would.
 */
export async function ownerResources(t: TestApp, owner: Owner) {
  let counter = 0;
  const next = () => `${process.pid}-${++counter}`;

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
  };

  const current: Partial<OwnerResources> = { ownerId: owner.id, ownerEmail: owner.email };
  current.privateCompany = (
    await insertCompany(t.db, { name: 'Private Matrix Co', createdBy: owner.id, organizationId: owner.organizationId })
  ).id;
  for (const kind of RESOURCE_KINDS) current[kind] = await make[kind](current);

  return {
    /** The current ids, with a fresh `unique`. */
    ids: (): OwnerResources => ({ ...(current as OwnerResources), unique: next() }),
    /** Replaces used-up resources; a new company brings a new note and document with it. */
    async renew(kinds: readonly ResourceKind[]) {
      const renewing = RESOURCE_KINDS.filter((kind) => kinds.includes(kind) || (kinds.includes('company') && kind !== 'apiKey'));
      for (const kind of renewing) current[kind] = await make[kind](current);
    },
    /** Strings that must never appear in a reply to someone outside the owner's organization. */
    secrets: () => [owner.id, owner.email, current.company!, current.privateCompany!, current.note!, current.document!, current.apiKey!],
  };
}
