import { eq } from 'drizzle-orm';
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
