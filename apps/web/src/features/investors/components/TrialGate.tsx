import { LockOutlined } from '@ant-design/icons';
import { trialMessages } from '@dealscout/domain';
import { Button, Result } from 'antd';

/** Shown instead of the results when the trial refuses a search: why, and 'Upgrade Now'. */
export function TrialGate({ message, onUpgrade }: { message: string; onUpgrade: () => void }) {
  return (
    <Result
      className="ds-investor-gate"
      icon={<LockOutlined aria-hidden />}
      title={<h2 className="ds-investor-gate-title">{message}</h2>}
      subTitle="Upgrade to the Professional plan to search every investor and company without a limit."
      extra={
        <Button type="primary" onClick={onUpgrade}>
          {trialMessages.upgrade}
        </Button>
      }
    />
  );
}
