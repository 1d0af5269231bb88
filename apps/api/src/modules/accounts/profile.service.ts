import { accountMessages, type ProfileUpdateRequest, type User } from '@dealscout/domain';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import { notFound } from '../../platform/errors.js';
import type { ActorContext } from '../../platform/request-context.js';
import { loadUser } from './present-user.js';

type Self = Pick<ActorContext, 'db' | 'actor'>;

/** GET /api/user-profile (and /api/me's user): the signed-in user. */
export async function currentUser(ctx: Self): Promise<User> {
  return (await loadUser(ctx.db, ctx.actor.id)) ?? Promise.reject(notFound());
}

/** PUT /api/user-profile: the name; the e-mail and organization are not the user's to change. */
export async function updateProfile(ctx: Self, input: ProfileUpdateRequest) {
  await ctx.db.update(users).set({ firstName: input.first_name, lastName: input.last_name }).where(eq(users.id, ctx.actor.id));
  return { message: accountMessages.profile.updated, user: await currentUser(ctx) };
}
