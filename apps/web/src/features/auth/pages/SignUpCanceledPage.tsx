import { ExclamationCircleFilled } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../platform/paths';
import { errorMessage } from '../../../platform/api-error';
import { useRetrySignUpPayment } from '../../billing/api';
import '../auth-pages.css';
import '../../billing/billing.css';

/**
 * /signup-canceled/{subscription}: the card checkout of a sign-up was left without paying (spec part 2
 * §2, §4). 'Retry' asks for a new checkout of that sign-up and goes there; 'Back to home' leaves.
 */
export function SignUpCanceledPage() {
  const { subscription = '' } = useParams();
  const navigate = useNavigate();
  const retry = useRetrySignUpPayment();
  return (
    <section className="ds-auth-done">
      <ExclamationCircleFilled className="ds-auth-done-icon is-canceled" aria-hidden />
      <header className="ds-auth-head">
        <h1>Payment Canceled</h1>
        <p>Your payment was canceled, so you have not been charged and your subscription has not started.</p>
      </header>
      {retry.isError && <Alert type="error" showIcon title={errorMessage(retry.error)} />}
      <div className="ds-billing-actions">
        <Button type="primary" size="large" block loading={retry.isPending || retry.isSuccess} onClick={() => retry.mutate(subscription)}>
          Retry
        </Button>
        <Button size="large" block onClick={() => navigate(paths.welcome)}>
          Back to home
        </Button>
      </div>
    </section>
  );
}
