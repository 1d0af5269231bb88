import { createOrganization, createUser } from '../../src/seed/factories/accounts.js';
import { insertCompany } from '../../src/seed/factories/companies.js';
import { signIn, STRONG_PASSWORD } from './auth-helpers.js';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './test-app.js';

export type Who = 'owner' | 'colleague' | 'outsider';

type Role = 'professional' | 'enterprise';

/**
 * An owner and a colleague in one organization, an outsider in another, all of `role` (professional
 * unless said: enterprise for the leads); a shared and a private company of the owner and a shared one
 * of the outsider. Returns session tokens and company ids.
 */
export async function workspaceFixture(t: TestApp, role: Role = 'professional') {
  const user = (who: Who, firstName: string, lastName: string) =>
    createUser(t.db, { email: `${who}@example.com`, firstName, lastName, password: STRONG_PASSWORD, role });
  const owner = await user('owner', 'Olive', 'Stone');
  const colleague = await user('colleague', 'Carl', 'Reed');
  const outsider = await user('outsider', 'Ola', 'Nord');
  const harbor = await createOrganization(t.db, 'Harbor Capital', [{ userId: owner.id, memberRole: 'admin' }, { userId: colleague.id }]);
  const other = await createOrganization(t.db, 'Other Partners', [{ userId: outsider.id, memberRole: 'admin' }]);
  const add = async (name: string, createdBy: string, organizationId: string, shared: boolean) =>
    (await insertCompany(t.db, { name, createdBy, organizationId, shared })).id;
  const company = {
    shared: await add('Shared Co', owner.id, harbor.id, true),
    private: await add('Private Co', owner.id, harbor.id, false),
    outsiders: await add('Outsider Co', outsider.id, other.id, true),
  };
  const token: Record<Who, string> = { owner: '', colleague: '', outsider: '' };
  for (const who of ['owner', 'colleague', 'outsider'] as const) token[who] = await signIn(t, `${who}@example.com`, STRONG_PASSWORD);
  /** A call as one of them: `t.ok(route, input, w.as('owner'))`. */
  const as = (who: Who) => ({ token: token[who] });
  return { token, company, as };
}

/**
 * The workspace of a test file: a fresh app and the fixture above, made before the file's tests and
 * closed after them. Read its fields inside tests (they are filled in by beforeAll).
 */
export function useWorkspace(role: Role = 'professional', env: Record<string, string> = {}) {
  const workspace = {} as { t: TestApp } & Awaited<ReturnType<typeof workspaceFixture>>;
  beforeAll(async () => {
    workspace.t = await createTestApp({ BREACH_CHECK_URL: '', ...env });
    Object.assign(workspace, await workspaceFixture(workspace.t, role));
  });
  afterAll(() => workspace.t.close());
  return workspace;
}
