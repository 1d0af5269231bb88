import { CloudUploadOutlined } from '@ant-design/icons';
import { crmMessages, type CrmExport } from '@dealscout/domain';
import { App, Button } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { endedSession, errorMessage, failedWith } from '../../platform/api-error';
import { exportToCrm, signInToCrm, useCrmStatus } from './crm-api';

interface CrmExportButtonProps {
  /** What to send, read when the export starts. */
  request: () => Promise<CrmExport>;
  disabled: boolean;
}

/**
 * 'Export to CRM' (Salesforce). Not connected yet (403), the user signs in to the CRM and comes back here
 * with `connected=true`, which starts the export on load. With no CRM set up on the server, it says so.
 */
export function CrmExportButton({ request, disabled }: CrmExportButtonProps) {
  const { message } = App.useApp();
  const status = useCrmStatus();
  const note = useId();
  const location = useLocation();
  const [query, setQuery] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const resumed = useRef(false);

  const signIn = () => {
    const back = new URLSearchParams(location.search);
    back.delete('connected');
    const search = back.toString();
    return signInToCrm(`${location.pathname}${search ? `?${search}` : ''}`);
  };

  const run = async () => {
    setBusy(true);
    try {
      const reply = await exportToCrm(await request());
      void message.success(reply.message);
    } catch (error) {
      // Not connected (403): off to the CRM's sign-in, unless that cannot start either; then say why.
      const failure = failedWith(error, 'crm_not_connected')
        ? await signIn().then(
            () => null,
            (cause: unknown) => cause,
          )
        : error;
      if (failure && !endedSession(failure)) void message.error(errorMessage(failure, crmMessages.failed));
    } finally {
      setBusy(false);
    }
  };

  // Back from signing in: export once, and drop the marker so a reload does not export again.
  const returning = query.get('connected') === 'true' && !!status.data?.connected && !disabled;
  useEffect(() => {
    if (!returning || resumed.current) return;
    resumed.current = true;
    setQuery(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('connected');
        return next;
      },
      { replace: true },
    );
    void run();
  });

  const setUp = status.data?.configured ?? false;
  return (
    <span className="ds-crm-export">
      <Button
        icon={<CloudUploadOutlined aria-hidden />}
        disabled={!setUp || disabled || busy}
        loading={busy}
        aria-describedby={setUp ? undefined : note}
        onClick={() => void run()}
      >
        Export to CRM
      </Button>
      {status.isSuccess && !setUp && (
        <span id={note} className="ds-crm-note">
          CRM not set up
        </span>
      )}
    </span>
  );
}
