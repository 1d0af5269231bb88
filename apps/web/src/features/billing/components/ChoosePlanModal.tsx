import { formatUsd, PLAN_PRICE_CENTS, type Plan } from '@dealscout/domain';
import { Alert, Button, Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../platform/api-error';
import { useStartCheckout } from '../api';

const CYCLE_OPTIONS: { value: Plan; label: string }[] = [
  { value: 'monthly', label: `Monthly: ${formatUsd(PLAN_PRICE_CENTS.monthly)} a month` },
  { value: 'yearly', label: `Yearly: ${formatUsd(PLAN_PRICE_CENTS.yearly)} a year` },
];

/** 'Choose Your Plan' (spec part 2 §2, §4): the billing cycle, monthly by default; 'Proceed to checkout' waits for the checkout's address, then goes there. */
export function ChoosePlanModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [plan, setPlan] = useState<Plan>('monthly');
  const checkout = useStartCheckout();
  // Loading lasts until the browser has left: success navigates away.
  const waiting = checkout.isPending || checkout.isSuccess;
  return (
    <Modal open={open} onCancel={onClose} title="Choose Your Plan" footer={null} destroyOnHidden>
      <p className="ds-billing-muted">The Professional plan: unlimited investor search and Florence's buyer lists for your companies.</p>
      <Form layout="vertical" onFinish={() => checkout.mutate(plan)}>
        <Form.Item label="Billing cycle" htmlFor="billing-cycle">
          <Select id="billing-cycle" value={plan} onChange={setPlan} options={CYCLE_OPTIONS} />
        </Form.Item>
        {checkout.isError && <Alert className="ds-billing-alert" type="error" showIcon title={errorMessage(checkout.error)} />}
        <Button type="primary" htmlType="submit" block size="large" loading={waiting}>
          Proceed to checkout
        </Button>
      </Form>
    </Modal>
  );
}
