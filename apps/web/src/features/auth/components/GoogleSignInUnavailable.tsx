import { GoogleOutlined } from '@ant-design/icons';
import { accountMessages } from '@dealscout/domain';
import { Button } from 'antd';

const REASON_ID = 'google-sign-in-unavailable';

/**
 * 'Sign in with Google' on a server without a Google client: shown, disabled, and the reason written under it,
 * so a touch screen (no hover) reads it too.
 */
export function GoogleSignInUnavailable() {
  return (
    <div className="ds-auth-google-off">
      <Button size="large" block icon={<GoogleOutlined />} disabled aria-describedby={REASON_ID}>
        Sign in with Google
      </Button>
      <p id={REASON_ID} className="ds-auth-google-reason">
        {accountMessages.signIn.googleUnavailable}
      </p>
    </div>
  );
}
