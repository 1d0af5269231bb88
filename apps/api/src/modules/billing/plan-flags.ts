import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { subscriptions, users } from '../../db/schema/index.js';
import { currentSubscription, hasExpired } from './subscriptions.repository.js';

/**
 * The profile flags that follow from the subscription (spec part 2 §3, §6), recomputed by the webhook
 * handler after each event it applies, in its transaction:
 * - is_subscribed: a subscription is running (active, or past due while the provider retries);
 * - free_trial / remaining_trial: the first subscription ends the trial for good (nothing else resets it);
 * - algo_access: a running subscription, or a role whose generation is bounded by Florence's monthly
 *   limit instead (enterprise, leads). A professional who once checked out and has no running
 *   subscription loses it; a professional never billed (accounts made by an operator) keeps it.
 */
export async function applyPlanFlags(tx: Database, userId: string) {
  const [user] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId));
  if (!user) return;
  const current = await currentSubscription(tx, userId);
  const running = current !== null && !hasExpired(current);
  const billed =
    current !== null ||
    (await tx.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1)).length > 0;
  await tx
    .update(users)
    .set({
      isSubscribed: running,
      algoAccess: running || user.role !== 'professional' || !billed,
      ...(running ? { freeTrial: false, remainingTrial: 0 } : {}),
    })
    .where(eq(users.id, userId));
}
