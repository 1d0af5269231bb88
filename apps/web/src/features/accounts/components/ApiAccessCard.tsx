import { KeyOutlined } from '@ant-design/icons';
import { Alert, Button, Card } from 'antd';
import { endedSession } from '../../../platform/api-error';
import { useRequestApiKeyLink } from '../api';
import { AccessCodeNotice } from './AccessCodeNotice';
import { ApiKeyList } from './ApiKeyList';

/** Requesting an API key (a mailed link plus a code shown here) and the list of existing keys. */
export function ApiAccessCard() {
  const request = useRequestApiKeyLink();
  return (
    <Card title={<h2 className="ds-account-card-title">API access</h2>} className="ds-account-card">
      <p className="ds-account-text">
        An API key lets your own tools and scripts use Dealscout on your behalf. Request a link and we email it to you; open it and enter
        the access code shown here to get the key. The key is shown only once, so keep it somewhere safe. Changing your password revokes
        every API key.
      </p>
      <Button type="primary" icon={<KeyOutlined aria-hidden />} loading={request.isPending} onClick={() => request.mutate()}>
        Request API key link
      </Button>
      <div aria-live="polite">
        {request.isError && !endedSession(request.error) && (
          <Alert type="error" showIcon title={request.error.message} className="ds-account-form-alert" />
        )}
        {request.data && <AccessCodeNotice reply={request.data} />}
      </div>
      <ApiKeyList />
    </Card>
  );
}
