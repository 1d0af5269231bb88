import { crmMessages } from '@dealscout/domain';
import { Alert, Button, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { pages } from '../../../platform/paths';
import { endedSession, errorMessage } from '../../../platform/api-error';
import { connectCrm } from '../crm-api';
import '../../leads/leads.css';

/**
 * /leads/oauth/callback (spec part 2 §2): the CRM sends the user back here with a code and our state; once
 * connected, they return to where they were, with connected=true, which starts the export there.
 */
export function OAuthCallbackPage() {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(() => (query.get('code') && query.get('state') ? null : crmMessages.invalidRequest));
  const sent = useRef(false);

  useEffect(() => {
    const code = query.get('code');
    const state = query.get('state');
    if (!code || !state || sent.current) return;
    sent.current = true;
    connectCrm(code, state).then(
      ({ return_path }) => navigate(`${return_path}${return_path.includes('?') ? '&' : '?'}connected=true`, { replace: true }),
      (failure: unknown) => {
        if (!endedSession(failure)) setError(errorMessage(failure, crmMessages.invalidRequest));
      },
    );
  }, [query, navigate]);

  return (
    <div className="ds-leads-page">
      <h1 className="ds-leads-title">Connecting your CRM</h1>
      {error ? (
        <Alert
          type="error"
          showIcon
          title={error}
          description={query.get('error_description') ?? undefined}
          action={<Button onClick={() => navigate(pages.dataset)}>Investor Search</Button>}
        />
      ) : (
        <Spin aria-label="Connecting" />
      )}
    </div>
  );
}
