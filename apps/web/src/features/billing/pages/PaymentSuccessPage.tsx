import { CheckCircleFilled, ClockCircleFilled, LoadingOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '../../../platform/paths';
import { usePaymentConfirmation } from '../use-payment-confirmation';
import '../billing.css';

const SHOWN = {
  confirmed: {
    icon: <CheckCircleFilled className="ds-billing-result-icon is-success" aria-hidden />,
    title: 'Congratulations',
    text: 'Your payment was successful and your Professional plan is active.',
  },
  confirming: {
    icon: <LoadingOutlined className="ds-billing-result-icon is-pending" aria-hidden />,
    title: 'Confirming your payment',
    text: 'Your payment went through. Your Professional plan starts as soon as the payment provider confirms it, usually within seconds.',
  },
  slow: {
    icon: <ClockCircleFilled className="ds-billing-result-icon is-pending" aria-hidden />,
    title: 'Your payment is still being confirmed',
    text: 'The payment provider has not confirmed your payment yet. Your Professional plan starts as soon as it does; the Subscription page shows where it stands.',
  },
};

/**
 * /leads/payment-success: back from a paid checkout. 'Congratulations' once the server knows the plan is
 * paid (the provider's webhook may land a moment after the redirect); until then it says so.
 */
export function PaymentSuccessPage() {
  const navigate = useNavigate();
  const confirmation = usePaymentConfirmation();
  const shown = SHOWN[confirmation];
  return (
    <Result
      className="ds-billing-result"
      icon={shown.icon}
      title={
        <h1 className="ds-billing-result-title" aria-live="polite">
          {shown.title}
        </h1>
      }
      subTitle={shown.text}
      extra={[
        <Button key="continue" type="primary" size="large" onClick={() => navigate(paths.dataset)}>
          Continue
        </Button>,
        confirmation === 'slow' && (
          <Button key="subscription" size="large" onClick={() => navigate(paths.subscription)}>
            View subscription
          </Button>
        ),
      ]}
    />
  );
}
