import { ExclamationCircleFilled } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../platform/paths';
import { UpgradeModal } from '../../investors/components/UpgradeModal';
import '../billing.css';

/** /leads/payment-canceled: the checkout was left without paying. Retry opens the contact dialog (spec part 2 §2). */
export function PaymentCanceledPage() {
  const [contact, setContact] = useState(false);
  return (
    <>
      <Result
        className="ds-billing-result"
        icon={<ExclamationCircleFilled className="ds-billing-result-icon is-canceled" aria-hidden />}
        title={<h1 className="ds-billing-result-title">Payment Canceled</h1>}
        subTitle="Your payment was canceled and you have not been charged. Tell us what went wrong and we will help you subscribe."
        extra={[
          <Button key="retry" type="primary" size="large" onClick={() => setContact(true)}>
            Retry
          </Button>,
          <Link key="back" to={paths.subscription} className="ds-billing-link">
            Back to subscription
          </Link>,
        ]}
      />
      <UpgradeModal open={contact} onClose={() => setContact(false)} />
    </>
  );
}
