import { APP_VERSION } from '@dealscout/domain';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import type { ActorContext } from '../../platform/request-context.js';

/**
 * PUT /api/release-notes-seen: the user closed 'What's new' of this version. Kept on the account, so the
 * notes open once per user and version, whichever browser they sign in from.
 */
export async function markReleaseNotesSeen(ctx: ActorContext) {
  await ctx.db.update(users).set({ releaseNotesSeen: APP_VERSION }).where(eq(users.id, ctx.actor.id));
  return { release_notes_seen: APP_VERSION };
}
