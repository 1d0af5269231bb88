import { eq, sql } from 'drizzle-orm';
import { pipelines } from '../../db/schema/index.js';
import { pipelineChannel, publishAfterCommit, type BoardEvent, type PublishingContext } from '../../platform/events.js';
import type { CompanyScope } from '../companies/index.js';

/**
 * Whose pipeline the actor works on: their organization's, shared by every member (so colleagues see
 * each other's moves of shared companies), or their own when they are in none.
 */
const ownerOf = ({ actor }: Pick<CompanyScope, 'actor'>) =>
  actor.organizationId ? { organizationId: actor.organizationId } : { userId: actor.id };

const ownerIs = ({ actor }: Pick<CompanyScope, 'actor'>) =>
  actor.organizationId ? eq(pipelines.organizationId, actor.organizationId) : eq(pipelines.userId, actor.id);

/** The id of the actor's pipeline, or null while nothing has been written to it. */
export async function findPipeline(scope: CompanyScope): Promise<string | null> {
  const [row] = await scope.db.select({ id: pipelines.id }).from(pipelines).where(ownerIs(scope));
  return row?.id ?? null;
}

/** The actor's pipeline, made on first write, and locked until the transaction ends: writes to one pipeline take turns. */
export async function lockedPipeline(scope: CompanyScope): Promise<string> {
  await scope.db.insert(pipelines).values(ownerOf(scope)).onConflictDoNothing();
  const id = (await findPipeline(scope))!;
  await scope.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`pipeline:${id}`}))`);
  return id;
}

/** What pipeline writes need: the request's database and actor, and publishing once it commits. */
export type PipelineContext = CompanyScope & PublishingContext;

/** Tells the members' open pipelines, once committed, that columns or placements changed. */
export const pipelineChanged = (ctx: PipelineContext, kind: BoardEvent['kind']) =>
  publishAfterCommit(ctx, pipelineChannel(ctx.actor), kind);
