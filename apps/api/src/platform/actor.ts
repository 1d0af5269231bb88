import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { organizationMembers } from '../db/schema/index.js';

/** The acting user as the rules see them: who, and in which organization. */
export interface Actor {
  id: string;
  organizationId: string | null;
}

export async function actorOf(db: Database, userId: string): Promise<Actor> {
  const [membership] = await db
    .select({ organizationId: organizationMembers.organizationId })
    .from(organizationMembers)
    .where(eq(organizationMembers.userId, userId));
  return { id: userId, organizationId: membership?.organizationId ?? null };
}
