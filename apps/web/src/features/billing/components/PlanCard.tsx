import { formatUsd, PLAN_PRICE_CENTS, type SubscriptionDetails } from '@dealscout/domain';
import { Card, Tag } from 'antd';
import { billingTagColour } from '../tag-colours';
import { SubscriptionStatus } from './SubscriptionStatus';

const c = billingTagColour;
const STATUS_TAG: Record<string, { color: string; label: string }> = {
  active: { color: c.good, label: 'Active' },
  trialing: { color: c.good, label: 'Active' },
  past_due: { color: c.bad, label: 'Payment due' },
  canceled: { color: c.neutral, label: 'Ended' },
  unpaid: { color: c.bad, label: 'Unpaid' },
};

/** The plan card: the Professional plan, its price and cycle, and the subscription's state with its button. */
export function PlanCard({ subscription, onChoosePlan }: { subscription: SubscriptionDetails; onChoosePlan: () => void }) {
  const tag = subscription.subscription_expired
    ? { color: c.neutral, label: 'Expired' }
    : subscription.cancelled
      ? { color: c.warning, label: 'Canceled' }
      : subscription.status
        ? STATUS_TAG[subscription.status]
        : undefined;
  const price =
    subscription.price !== null && subscription.billing_cycle
      ? `${formatUsd(subscription.price)} / ${subscription.billing_cycle}`
      : `${formatUsd(PLAN_PRICE_CENTS.monthly)} / month or ${formatUsd(PLAN_PRICE_CENTS.yearly)} / year`;
  return (
    <Card
      className="ds-account-card"
      title={
        <span className="ds-billing-plan-title">
          <h2 className="ds-account-card-title">Professional plan</h2>
          {tag && <Tag color={tag.color}>{tag.label}</Tag>}
        </span>
      }
    >
      <p className="ds-billing-price">{price}</p>
      <p className="ds-billing-muted">Prices in USD.</p>
      <SubscriptionStatus subscription={subscription} onChoosePlan={onChoosePlan} />
    </Card>
  );
}
