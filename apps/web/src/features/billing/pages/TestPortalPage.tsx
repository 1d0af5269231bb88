import { displayState, type TestPortalAction } from '@dealscout/domain';
import { Alert, Button, Card, Skeleton } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '../../../platform/paths';
import { errorMessage } from '../../../platform/api-error';
import { useSubscription, useTestPortalAction } from '../api';
import { TestModeBanner } from '../components/TestModeBanner';
import '../../accounts/accounts.css';
import '../billing.css';

const ACTIONS: Record<TestPortalAction, string> = {
  cancel: 'Cancel plan',
  resume: 'Renew plan',
  update_card: 'Update payment method',
  fail_payment: 'Simulate a refused renewal',
  end_period: 'End the paid period now',
};

/**
 * /leads/billing/test-portal: the local test mode's stand-in for the provider's billing portal. Each
 * button sends the events the provider would (through the webhook handler), so every subscription
 * state of the page can be walked without a card.
 */
export function TestPortalPage() {
  const navigate = useNavigate();
  const subscription = useSubscription();
  const act = useTestPortalAction();

  let body;
  if (subscription.isPending) body = <Skeleton active aria-busy="true" aria-label="Loading subscription" />;
  else if (subscription.isError) body = <Alert type="error" showIcon title={errorMessage(subscription.error)} />;
  else {
    const details = subscription.data;
    const state = displayState(details);
    const running = details.status !== null && !details.subscription_expired;
    const available: TestPortalAction[] = !running
      ? []
      : details.cancelled
        ? ['resume', 'end_period']
        : details.status === 'past_due'
          ? ['update_card', 'end_period']
          : ['cancel', 'update_card', 'fail_payment'];
    body = (
      <>
        <p className="ds-account-text">{state.message}</p>
        {details.card && (
          <p className="ds-account-muted">
            Card on file: {details.card_brand} ending in {details.card}
          </p>
        )}
        {act.isError && <Alert className="ds-billing-alert" type="error" showIcon title={errorMessage(act.error)} />}
        <div className="ds-billing-actions is-row">
          {available.map((action) => (
            <Button
              key={action}
              loading={act.isPending && act.variables === action}
              disabled={act.isPending}
              onClick={() => act.mutate(action)}
            >
              {ACTIONS[action]}
            </Button>
          ))}
        </div>
      </>
    );
  }

  return (
    <div className="ds-account-page">
      <h1 className="ds-account-title">Billing portal</h1>
      <TestModeBanner detail="This is the app's own test portal: no payment provider is configured." />
      <Card className="ds-account-card" title={<h2 className="ds-account-card-title">Professional plan</h2>}>
        {body}
      </Card>
      <div>
        <Button type="primary" onClick={() => navigate(paths.subscription)}>
          Return to Dealscout
        </Button>
      </div>
    </div>
  );
}
