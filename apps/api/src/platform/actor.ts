import { and, eq, or, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { organizationMembers } from '../db/schema/index.js';

/** The acting user as the rules see them: who, and in which organization. */
export interface Actor {
  id: string;
  organizationId: string | null;
}

/** The actor of a signed-in caller: the organization read with the caller, else looked up. */
export async function actorOf(db: Database, caller: { user: { id: string }; organizationId?: string | null }): Promise<Actor> {
  const userId = caller.user.id;
  if (caller.organizationId !== undefined) return { id: userId, organizationId: caller.organizationId };
  const [membership] = await db
    .select({ organizationId: organizationMembers.organizationId })
    .from(organizationMembers)
    .where(eq(organizationMembers.userId, userId));
  return { id: userId, organizationId: membership?.organizationId ?? null };
}

/** Where a shareable row keeps its owner, its shared flag and its organization (companies, saved searches). */
export interface SharingColumns {
  owner: AnyColumn;
  shared: AnyColumn;
  organization: AnyColumn;
}

/** The shareable rows an actor may see: their own, and those their organization shares. */
export function ownOrShared({ owner, shared, organization }: SharingColumns, actor: Actor): SQL {
  const own = eq(owner, actor.id);
  if (!actor.organizationId) return own;
  return or(own, and(eq(shared, true), eq(organization, actor.organizationId)))!;
}
