import type { ActionRecordReply, RecordedAction } from '@dealscout/domain';
import { actionRecords } from '../../db/schema/index.js';
import type { ActorContext } from '../../platform/request-context.js';

/** Notes that the actor downloaded or exported something (one of the nine actions), now. */
export async function recordAction(ctx: ActorContext, action: RecordedAction): Promise<ActionRecordReply> {
  const [row] = await ctx.db.insert(actionRecords).values({ userId: ctx.actor.id, action }).returning();
  return { id: row!.id, action: row!.action, created_at: row!.createdAt.toISOString() };
}
