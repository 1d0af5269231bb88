import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { subscriptions } from '../../db/schema/index.js';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** States in which the plan is being paid for: access holds (past_due while the provider retries). */
const LIVE = new Set(['active', 'trialing', 'past_due']);
export const isLive = (row: Pick<SubscriptionRow, 'status'>) => LIVE.has(row.status);

/** Over: ended by the provider, or canceled and past the end of the period paid for. */
export const hasExpired = (row: Pick<SubscriptionRow, 'status' | 'cancelAtPeriodEnd' | 'currentPeriodEnd'>, now = new Date()) =>
  !isLive(row) || (row.cancelAtPeriodEnd && row.currentPeriodEnd !== null && row.currentPeriodEnd <= now);

/** The user's subscription: the latest one that ever started (a checkout never completed is not one). */
export async function currentSubscription(db: Database, userId: string): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), isNotNull(subscriptions.startedAt)))
    .orderBy(desc(subscriptions.startedAt))
    .limit(1);
  return row ?? null;
}

/** The provider's customer of this user, from their latest checkout that made one. */
export async function customerOf(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ customerId: subscriptions.providerCustomerId })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), isNotNull(subscriptions.providerCustomerId)))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return row?.customerId ?? null;
}
