import { billingMessages } from '@dealscout/domain';
import { Alert } from 'antd';

/** Every page of the local test mode says so: no payment provider is configured, and nothing is charged. */
export function TestModeBanner({ detail }: { detail?: string }) {
  return (
    <Alert className="ds-billing-test-banner" type="warning" showIcon banner title={billingMessages.testModeBanner} description={detail} />
  );
}
