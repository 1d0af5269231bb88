import { LockOutlined } from '@ant-design/icons';
import { trialMessages } from '@dealscout/domain';
import { Button, Result } from 'antd';
import { useState } from 'react';
import { useSubscription } from '../../billing/api';
import { ChoosePlanModal } from '../../billing';
import { SubscriptionStatus } from '../../billing';
import '../../billing/billing.css';

/**
 * Shown instead of the results when the trial refuses a search: why, then the subscription display of
 * spec part 2 §4 (Choose Your Plan, Renew Subscription, Update Payment Method...) and 'Upgrade Now',
 * the contact form, for those who would rather talk to the team.
 */
export function TrialGate({ message, onUpgrade }: { message: string; onUpgrade: () => void }) {
  const subscription = useSubscription();
  const [choosing, setChoosing] = useState(false);
  return (
    <Result
      className="ds-investor-gate"
      icon={<LockOutlined aria-hidden />}
      title={<h2 className="ds-investor-gate-title">{message}</h2>}
      subTitle="Subscribe to the Professional plan to search every investor and company without a limit."
      extra={
        <div className="ds-billing-gate">
          {subscription.data && <SubscriptionStatus subscription={subscription.data} onChoosePlan={() => setChoosing(true)} />}
          <Button onClick={onUpgrade}>{trialMessages.upgrade}</Button>
          <ChoosePlanModal open={choosing} onClose={() => setChoosing(false)} />
        </div>
      }
    />
  );
}
