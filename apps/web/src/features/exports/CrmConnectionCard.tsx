import { crmMessages } from '@dealscout/domain';
import { App, Button, Card } from 'antd';
import { endedSession, errorMessage } from '../../platform/api-error';
import { useCrmStatus, useDisconnectCrm } from './crm-api';

/** The profile's CRM card: whether the user's Salesforce account is connected, and a way to revoke it. */
export function CrmConnectionCard() {
  const { message } = App.useApp();
  const status = useCrmStatus();
  const disconnect = useDisconnectCrm();
  if (!status.data) return null;
  const { configured, connected } = status.data;
  return (
    <Card title={<h2 className="ds-account-card-title">CRM</h2>} className="ds-account-card">
      <p className="ds-account-text">
        {!configured
          ? 'No CRM is set up on this server, so leads and investors cannot be exported to one.'
          : connected
            ? 'Your Salesforce account is connected: leads and investors you export go to it. Disconnecting revokes Dealscout’s access.'
            : 'No Salesforce account is connected. Export to CRM from the Leads Manager or the investor search asks you to sign in.'}
      </p>
      {connected && (
        <Button
          danger
          loading={disconnect.isPending}
          onClick={() =>
            disconnect.mutateAsync().then(
              () => void message.success(crmMessages.disconnected),
              (error: unknown) => {
                if (!endedSession(error)) void message.error(errorMessage(error));
              },
            )
          }
        >
          Disconnect Salesforce
        </Button>
      )}
    </Card>
  );
}
