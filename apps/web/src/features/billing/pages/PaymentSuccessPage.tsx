import { CheckCircleFilled } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Result } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { sessionQueryKey } from '../../../platform/session';
import { subscriptionQueryKey } from '../api';
import '../billing.css';

/** /leads/payment-success: back from a paid checkout. The profile's flags are read again. */
export function PaymentSuccessPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    void queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
  }, [queryClient]);
  return (
    <Result
      className="ds-billing-result"
      icon={<CheckCircleFilled className="ds-billing-result-icon is-success" aria-hidden />}
      title={<h1 className="ds-billing-result-title">Congratulations</h1>}
      subTitle="Your payment was successful and your Professional plan is active."
      extra={
        <Button type="primary" size="large" onClick={() => navigate(paths.dataset)}>
          Continue
        </Button>
      }
    />
  );
}
