import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { companies, florenceRuns } from '../../db/schema/index.js';
import { florenceOrganizationChannel, florenceUserChannel, type EventBus } from '../../platform/events.js';
import type { Actor } from '../../platform/actor.js';

/** The channels an actor's algo-status stream listens to: their own runs, and their organization's. */
export const florenceChannelsOf = (actor: Pick<Actor, 'id' | 'organizationId'>) => [
  florenceUserChannel(actor.id),
  ...(actor.organizationId ? [florenceOrganizationChannel(actor.organizationId)] : []),
];

/** Tells the run's owner and the organization of its company that the run moved (a step, its end). */
export async function publishRunChange(db: Database, events: EventBus, runId: string) {
  const [run] = await db
    .select({ userId: florenceRuns.userId, organizationId: companies.organizationId })
    .from(florenceRuns)
    .innerJoin(companies, eq(companies.id, florenceRuns.companyId))
    .where(eq(florenceRuns.id, runId));
  if (run) await publishToRunAudience(events, run);
}

/** Publishes a run's change to its owner's channel and its company's organization's. */
export async function publishToRunAudience(events: EventBus, run: { userId: string; organizationId: string | null }) {
  const event = { kind: 'florence' as const, actor: run.userId, at: Date.now() };
  await events.publish(florenceUserChannel(run.userId), event);
  if (run.organizationId) await events.publish(florenceOrganizationChannel(run.organizationId), event);
}
