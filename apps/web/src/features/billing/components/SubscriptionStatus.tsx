import { displayState, type SubscriptionDetails } from '@dealscout/domain';
import { Alert, Button } from 'antd';
import { errorMessage } from '../../../platform/api-error';
import { useOpenPortal } from '../api';

const ALERT_TYPE = {
  none: 'info',
  expired: 'warning',
  payment_method_invalid: 'error',
  payment_failed: 'error',
  canceled: 'warning',
  active: 'success',
} as const;

/**
 * The subscription display of spec part 2 §4, on the subscription page and on the investor gate: the
 * state's message and its button. 'Choose Your Plan' and 'Renew Subscription' open the plan dialog;
 * the others fetch the billing portal's link and go there.
 */
export function SubscriptionStatus({ subscription, onChoosePlan }: { subscription: SubscriptionDetails; onChoosePlan: () => void }) {
  const state = displayState(subscription);
  const portal = useOpenPortal();
  const act = () => (state.action.opens === 'plans' ? onChoosePlan() : portal.mutate());
  return (
    <div className="ds-billing-status">
      <Alert
        type={ALERT_TYPE[state.kind]}
        showIcon
        title={state.message}
        action={
          <Button type={state.kind === 'active' ? 'default' : 'primary'} onClick={act} loading={portal.isPending || portal.isSuccess}>
            {state.action.label}
          </Button>
        }
      />
      {portal.isError && <Alert className="ds-billing-alert" type="error" showIcon title={errorMessage(portal.error)} />}
    </div>
  );
}
