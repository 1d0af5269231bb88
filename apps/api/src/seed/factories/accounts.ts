import type { Database } from '../../db/client.js';
import { organizationMembers, organizations, users } from '../../db/schema/index.js';
import { hashPassword } from '../../platform/passwords.js';

type NewUser = Partial<typeof users.$inferInsert> & { email: string; password?: string };

/** A verified user; used by the demo data and by the tests. */
export async function createUser(db: Database, { password, ...fields }: NewUser) {
  const [user] = await db
    .insert(users)
    .values({
      firstName: 'Test',
      lastName: 'User',
      isLoggedOnce: true,
      emailVerifiedAt: new Date(),
      ...fields,
      email: fields.email.toLowerCase(),
      passwordHash: password ? await hashPassword(password) : (fields.passwordHash ?? null),
    })
    .returning();
  return user!;
}

export async function createOrganization(db: Database, name: string, members: { userId: string; memberRole?: 'admin' | 'member' }[]) {
  const [organization] = await db.insert(organizations).values({ name }).returning();
  if (members.length) {
    await db
      .insert(organizationMembers)
      .values(
        members.map((member) => ({ organizationId: organization!.id, userId: member.userId, memberRole: member.memberRole ?? 'member' })),
      );
  }
  return organization!;
}
