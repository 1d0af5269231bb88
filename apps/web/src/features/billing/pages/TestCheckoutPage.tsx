import { billingMessages, formatUsd } from '@dealscout/domain';
import { Alert, Button, Input, Skeleton } from 'antd';
import { Link, useParams } from 'react-router';
import { paths } from '../../../platform/paths';
import { endedSession, errorMessage } from '../../../platform/api-error';
import { useFinishTestCheckout, useTestCheckout } from '../api';
import { TestModeBanner } from '../components/TestModeBanner';
import '../../auth/auth-pages.css';
import '../billing.css';

/**
 * /billing/test-checkout/{session}: the local test mode's stand-in for the provider's hosted checkout
 * (no STRIPE_SECRET_KEY). 'Pay' sends the provider's events of a paid checkout through the webhook
 * handler; 'Cancel' returns to the cancel page. No card is asked for or charged. Only the checkout's owner,
 * signed in, may open it (a sign-up is signed in by its e-mail code).
 */
export function TestCheckoutPage() {
  const { session = '' } = useParams();
  const checkout = useTestCheckout(session);
  const finish = useFinishTestCheckout(session);
  const leaving = finish.isPending || finish.isSuccess;

  if (checkout.isPending) return <Skeleton active aria-busy="true" aria-label="Loading checkout" />;
  if (checkout.isError) {
    return (
      <section className="ds-billing-checkout">
        <TestModeBanner />
        <Alert type="error" showIcon title={endedSession(checkout.error) ? billingMessages.checkoutSignIn : errorMessage(checkout.error)} />
        <Link to={paths.signIn}>Go to sign in</Link>
      </section>
    );
  }
  const { price, billing_cycle, email, sign_up } = checkout.data;
  return (
    <section className="ds-billing-checkout">
      <TestModeBanner detail="This is the app's own test checkout: no payment provider is configured." />
      <header className="ds-auth-head">
        <h1>Checkout</h1>
        <p>{sign_up ? 'Finish your sign-up: subscribe to the Professional plan.' : 'Subscribe to the Professional plan.'}</p>
      </header>
      <dl className="ds-billing-summary">
        <dt>Plan</dt>
        <dd>Professional, billed every {billing_cycle}</dd>
        <dt>Total due today</dt>
        <dd>{formatUsd(price)} USD</dd>
        <dt>Email</dt>
        <dd>{email}</dd>
      </dl>
      <label className="ds-billing-field" htmlFor="test-card">
        Card (test card, not charged)
      </label>
      <Input id="test-card" value="4242 4242 4242 4242" readOnly />
      {finish.isError && <Alert className="ds-billing-alert" type="error" showIcon title={errorMessage(finish.error)} />}
      <div className="ds-billing-actions">
        <Button
          type="primary"
          size="large"
          block
          loading={leaving && finish.variables === 'complete'}
          disabled={leaving}
          onClick={() => finish.mutate('complete')}
        >
          Pay {formatUsd(price)}
        </Button>
        <Button
          size="large"
          block
          loading={leaving && finish.variables === 'cancel'}
          disabled={leaving}
          onClick={() => finish.mutate('cancel')}
        >
          Cancel
        </Button>
      </div>
    </section>
  );
}
