import type { ActionRecordInput, ActionRecordReply } from '@dealscout/domain';
import { actionRecords } from '../../db/schema/index.js';
import type { ActorContext } from '../../platform/request-context.js';
import { visibleCompany } from '../companies/index.js';

/**
 * Notes that the actor downloaded or exported something (one of the nine actions), now, and of which
 * company when one is named: a company the actor may not see is a 404 and nothing is recorded.
 */
export async function recordAction(ctx: ActorContext, input: ActionRecordInput): Promise<ActionRecordReply> {
  const companyId = input.user_company_id ? (await visibleCompany(ctx, input.user_company_id)).id : null;
  const [row] = await ctx.db.insert(actionRecords).values({ userId: ctx.actor.id, action: input.action, companyId }).returning();
  return { id: row!.id, action: row!.action, user_company_id: row!.companyId, created_at: row!.createdAt.toISOString() };
}
