import { trialMessages } from '@dealscout/domain';
import { Alert, Button } from 'antd';

/** The free-trial banner: the searches left (or that the trial has ended) and 'Upgrade Now'. */
export function TrialBanner({ text, ended, onUpgrade }: { text: string; ended: boolean; onUpgrade: () => void }) {
  return (
    <Alert
      className="ds-investor-trial"
      type={ended ? 'warning' : 'info'}
      showIcon
      title={text}
      action={
        <Button size="small" type={ended ? 'primary' : 'default'} onClick={onUpgrade}>
          {trialMessages.upgrade}
        </Button>
      }
    />
  );
}
