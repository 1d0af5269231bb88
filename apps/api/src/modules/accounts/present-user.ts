import { fullName } from '@dealscout/domain';
import type { User } from '@dealscout/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { organizationMembers, organizations, users } from '../../db/schema/index.js';

type UserRow = typeof users.$inferSelect;

/** A user as the API shows it: the spec's field names, never a hash or a secret. */
export function presentUser(user: UserRow, organization: { id: string; name: string } | null): User {
  return {
    id: user.id,
    username: fullName(user.firstName, user.lastName),
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    role: user.role,
    organization,
    is_subscribed: user.isSubscribed,
    free_trial: user.freeTrial,
    remaining_trial: user.remainingTrial,
    algo_access: user.algoAccess,
    payment_required: user.paymentRequired,
    is_superuser: user.isSuperuser,
    social_user: user.socialUser,
    profile_picture: user.profilePicture,
    is_logged_once: user.isLoggedOnce ? 1 : 0,
    release_notes_seen: user.releaseNotesSeen,
  };
}

export async function organizationOf(db: Database, userId: string) {
  const [row] = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(eq(organizationMembers.userId, userId));
  return row ?? null;
}

export async function loadUser(db: Database, userId: string): Promise<User | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user ? presentUser(user, await organizationOf(db, user.id)) : null;
}
