import { Alert, App, Button, Skeleton } from 'antd';
import dayjs from 'dayjs';
import type { ApiKey } from '@dealscout/domain';
import { endedSession, errorMessage } from '../../../platform/api-error';
import { useApiKeys, useRevokeApiKey } from '../api';

const formatDate = (value: string | null) => (value ? dayjs(value).format('DD MMM YYYY') : 'Never');

/** The user's API keys, newest first as the API sends them, each revocable after a confirmation. */
export function ApiKeyList() {
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const { modal, message } = App.useApp();

  const confirmRevoke = (key: ApiKey) =>
    modal.confirm({
      title: 'Revoke this API key?',
      content: `Anything that uses the key ${key.prefix}… stops working at once. This cannot be undone.`,
      okText: 'Revoke',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: () =>
        revoke.mutateAsync(key.id).then(
          () => void message.success('API key revoked'),
          (error: unknown) => void (endedSession(error) || message.error(errorMessage(error))),
        ),
    });

  return (
    <section className="ds-api-keys" aria-labelledby="api-keys-heading">
      <h3 id="api-keys-heading" className="ds-account-subtitle">
        Your API keys
      </h3>
      {keys.isPending ? (
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      ) : keys.isError ? (
        !endedSession(keys.error) && <Alert type="error" showIcon title={errorMessage(keys.error)} />
      ) : keys.data.length === 0 ? (
        <p className="ds-account-muted">You have no API keys yet.</p>
      ) : (
        <ul className="ds-api-key-list">
          {keys.data.map((key) => (
            <li key={key.id} className="ds-api-key">
              <div className="ds-api-key-text">
                <code>{key.prefix}…</code>
                <span className="ds-account-muted">
                  Created {formatDate(key.created_at)} · Last used {formatDate(key.last_used_at)}
                </span>
              </div>
              <Button danger onClick={() => confirmRevoke(key)}>
                Revoke<span className="ds-visually-hidden"> key {key.prefix}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
