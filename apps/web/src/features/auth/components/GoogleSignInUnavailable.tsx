import { GoogleOutlined } from '@ant-design/icons';
import { accountMessages } from '@dealscout/domain';
import { Button } from 'antd';

const REASON_ID = 'google-sign-in-unavailable';

/**
 * 'Sign in with Google' on a server without a Google client: shown, disabled, and saying why, on hover
 * and to screen readers. A CSS tooltip, so the first page does not load antd's.
 */
export function GoogleSignInUnavailable() {
  return (
    <span className="ds-auth-google-off">
      <Button size="large" block icon={<GoogleOutlined />} disabled aria-describedby={REASON_ID}>
        Sign in with Google
      </Button>
      <span id={REASON_ID} role="tooltip" className="ds-auth-google-tip">
        {accountMessages.signIn.googleUnavailable}
      </span>
    </span>
  );
}
