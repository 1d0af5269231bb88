import { GoogleOutlined } from '@ant-design/icons';
import { Button, Spin } from 'antd';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { loadGoogleIdentity } from './google-identity';

interface GoogleSignInButtonProps {
  clientId: string;
  onCredential: (credential: string) => void;
  onError: () => void;
  busy: boolean;
}

const GOOGLE_BUTTON_MAX_WIDTH = 400;

/** Google's own 'Sign in with Google' button; if Google's script cannot load, a plain button retries it. */
export function GoogleSignInButton({ clientId, onCredential, onError, busy }: GoogleSignInButtonProps) {
  const slot = useRef<HTMLDivElement>(null);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);

  const receive = useEffectEvent((credential: string | undefined) => (credential ? onCredential(credential) : onError()));
  const reportFailure = useEffectEvent(() => onError());

  useEffect(() => {
    let active = true;
    loadGoogleIdentity().then(
      (identity) => {
        const parent = slot.current;
        if (!active || !parent) return;
        identity.initialize({ client_id: clientId, callback: (response) => receive(response.credential) });
        identity.renderButton(parent, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: 'signin_with',
          shape: 'rectangular',
          logo_alignment: 'center',
          width: Math.min(GOOGLE_BUTTON_MAX_WIDTH, parent.offsetWidth || GOOGLE_BUTTON_MAX_WIDTH),
        });
        setFailed(false);
      },
      () => {
        if (!active) return;
        setFailed(true);
        if (attempt > 0) reportFailure();
      },
    );
    return () => {
      active = false;
    };
  }, [clientId, attempt]);

  if (failed) {
    return (
      <Button
        size="large"
        block
        icon={<GoogleOutlined />}
        onClick={() => {
          setFailed(false);
          setAttempt((count) => count + 1);
        }}
      >
        Sign in with Google
      </Button>
    );
  }
  return (
    <Spin spinning={busy} size="small">
      <div ref={slot} className="ds-auth-google" aria-label="Sign in with Google" role="group" />
    </Spin>
  );
}
