import { billingMessages } from '@dealscout/domain';
import { Alert, Button, Card, Skeleton } from 'antd';
import { useState } from 'react';
import { endedSession } from '../../../platform/api-error';
import { owesPayment } from '../../../platform/paths';
import { useSession } from '../../../platform/session';
import { useSubscription } from '../api';
import { ChoosePlanModal } from '../components/ChoosePlanModal';
import { InvoicesTable } from '../components/InvoicesTable';
import { PaymentMethodCard } from '../components/PaymentMethodCard';
import { PlanCard } from '../components/PlanCard';
import { TestModeBanner } from '../components/TestModeBanner';
import '../../accounts/accounts.css';
import '../billing.css';

/**
 * /leads/subscription: the plan, the card on file, the invoices, and 'Choose Your Plan'. The checkout step of a
 * sign-up not paid yet: the app sends them here from every other page but the profile.
 */
export function SubscriptionPage() {
  const subscription = useSubscription();
  const { data: user } = useSession();
  const [choosing, setChoosing] = useState(false);
  return (
    <div className="ds-account-page">
      <h1 className="ds-account-title">Subscription</h1>
      {user && owesPayment(user) && (
        <Alert
          className="ds-billing-finish"
          type="warning"
          showIcon
          title={billingMessages.finishSignUp}
          description={billingMessages.paymentRequired}
        />
      )}
      {subscription.isPending ? (
        <Card className="ds-account-card" aria-busy="true" aria-label="Loading subscription">
          <Skeleton active paragraph={{ rows: 3 }} />
        </Card>
      ) : subscription.isError ? (
        !endedSession(subscription.error) && (
          <Alert
            type="error"
            showIcon
            title={subscription.error.message}
            action={<Button onClick={() => void subscription.refetch()}>Try again</Button>}
          />
        )
      ) : (
        <>
          {subscription.data.test_mode && (
            <TestModeBanner detail="No payment provider is configured: checkouts and the billing portal are this app's own test pages." />
          )}
          <PlanCard subscription={subscription.data} onChoosePlan={() => setChoosing(true)} />
          {subscription.data.card && <PaymentMethodCard last4={subscription.data.card} brand={subscription.data.card_brand} />}
          <InvoicesTable invoices={subscription.data.invoices} />
        </>
      )}
      <ChoosePlanModal open={choosing} onClose={() => setChoosing(false)} />
    </div>
  );
}
