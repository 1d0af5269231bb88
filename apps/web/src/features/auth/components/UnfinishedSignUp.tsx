import { Alert, Button } from 'antd';
import { errorMessage } from '../../../platform/api-error';
import { useRetrySignUpPayment } from '../../billing/api';
import { forgetPendingSignUp, type PendingSignUp } from '../pending-sign-up';

/**
 * After a sign-up left its checkout unpaid, on the sign-in page (signed in, the app's subscription page is
 * their checkout step): the subscription is not finished, and the checkout again. A sign-up paid or gone meanwhile says so (the retry's answer) and is forgotten.
 */
export function UnfinishedSignUp({ pending }: { pending: PendingSignUp }) {
  const retry = useRetrySignUpPayment();
  if (retry.isError) return <Alert type="info" showIcon title={errorMessage(retry.error)} className="ds-auth-alert" />;
  return (
    <Alert
      type="warning"
      showIcon
      className="ds-auth-alert"
      title="Your subscription is not finished"
      description={
        <>
          <p className="ds-auth-pending-text">
            The Professional plan of {pending.email} is not paid yet. Finish the checkout to start, or subscribe later from your
            Subscription page.
          </p>
          <Button
            type="primary"
            loading={retry.isPending || retry.isSuccess}
            onClick={() => retry.mutate(pending.subscription, { onError: forgetPendingSignUp })}
          >
            Finish checkout
          </Button>
        </>
      }
    />
  );
}
