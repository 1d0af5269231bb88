import { planFlags } from '@dealscout/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { subscriptions, users } from '../../db/schema/index.js';
import { currentSubscription, hasExpired } from './subscriptions.repository.js';

/**
 * The profile flags that follow from the subscription (packages/domain entitlements.ts planFlags),
 * recomputed by the webhook handler after each event it applies, in its transaction.
 */
export async function applyPlanFlags(tx: Database, userId: string) {
  const [user] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId));
  if (!user) return;
  const current = await currentSubscription(tx, userId);
  const running = current !== null && !hasExpired(current);
  const purposes = await tx.selectDistinct({ purpose: subscriptions.purpose }).from(subscriptions).where(eq(subscriptions.userId, userId));
  const flags = planFlags({
    role: user.role,
    subscriptionRunning: running,
    everBilled: purposes.length > 0,
    everStarted: current !== null,
    billedAtSignUp: purposes.some((row) => row.purpose === 'signup'),
  });
  await tx
    .update(users)
    .set({
      isSubscribed: flags.isSubscribed,
      algoAccess: flags.algoAccess,
      paymentRequired: flags.paymentRequired,
      ...(flags.endsInvestorTrial ? { freeTrial: false, remainingTrial: 0 } : {}),
    })
    .where(eq(users.id, userId));
}
