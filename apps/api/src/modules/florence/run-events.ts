import type { LiveChange, LiveRunChange } from '@dealscout/domain';
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

/** Who hears of a run: its owner, and the organization of its company. */
export interface RunAudience {
  userId: string;
  organizationId: string | null;
}

/** Tells the run's owner and the organization of its company that the run moved (queued, a step, its end), and where it is now. */
export async function publishRunChange(db: Database, events: EventBus, runId: string) {
  const [run] = await db
    .select({
      id: florenceRuns.id,
      company: florenceRuns.companyId,
      state: florenceRuns.status,
      userId: florenceRuns.userId,
      organizationId: companies.organizationId,
    })
    .from(florenceRuns)
    .innerJoin(companies, eq(companies.id, florenceRuns.companyId))
    .where(eq(florenceRuns.id, runId));
  if (run) await publishToRunAudience(events, run, { id: run.id, company: run.company, state: run.state });
}

/** Publishes a run's change to its owner's channel and its company's organization's. */
export async function publishToRunAudience(events: EventBus, audience: RunAudience, run: LiveRunChange) {
  const event: LiveChange = { kind: 'florence', actor: audience.userId, at: Date.now(), run };
  await events.publish(florenceUserChannel(audience.userId), event);
  if (audience.organizationId) await events.publish(florenceOrganizationChannel(audience.organizationId), event);
}
