import type { SignedIn, User } from '@dealscout/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { paths, signedInHome } from '../../../platform/paths';
import { sessionQueryKey, useSession } from '../../../platform/session';
import { useAuthConfig } from '../../accounts/api';
import { resendLoginCode, useGoogleLogin, useVerifyLoginCode } from '../api';
import { CodeVerificationForm } from '../components/CodeVerificationForm';
import { CredentialsForm, type LoginValues } from '../components/CredentialsForm';
import { UnfinishedSignUp } from '../components/UnfinishedSignUp';
import { forgetPendingSignUp, pendingSignUp } from '../pending-sign-up';
import { useStaleSessionEnded } from '../session-expiry';
import '../auth-pages.css';

/** First sign-in (is_logged_once 0) must replace the default password first (spec part 1 §4); then the user's home. */
const destinationOf = (user: User) => (user.is_logged_once === 0 ? paths.setPassword : signedInHome(user));

/** '/': email and password, then the mailed code; or Google. Signed-in visitors go straight on. */
export function SignInPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const sessionTrusted = useStaleSessionEnded();
  const session = useSession();
  const config = useAuthConfig();
  const verifyCode = useVerifyLoginCode();
  const googleLogin = useGoogleLogin();
  const [credentials, setCredentials] = useState<LoginValues>({ email: '', password: '' });
  const [challenge, setChallenge] = useState<{ userId: string; email: string } | null>(null);
  const [finishing, setFinishing] = useState(false);
  const [unpaid] = useState(pendingSignUp);

  const finish = async (signIn: () => Promise<SignedIn>) => {
    setFinishing(true);
    try {
      await signIn();
      // Signed in, the subscription page offers the plan.
      forgetPendingSignUp();
      // Signing in reads the session again: the home depends on the organization, which only the session carries.
      const user = queryClient.getQueryData<User | null>(sessionQueryKey);
      navigate(user ? destinationOf(user) : '/leads/home', { replace: true });
    } catch (error) {
      setFinishing(false);
      throw error;
    }
  };

  const user = sessionTrusted ? session.data : null;
  if (user && !finishing) return <Navigate to={destinationOf(user)} replace />;

  if (challenge) {
    return (
      <CodeVerificationForm
        title="Verification Required"
        email={challenge.email}
        verify={(otp) => finish(() => verifyCode.mutateAsync({ userId: challenge.userId, otp }))}
        resend={() => resendLoginCode(challenge.userId)}
        waitSeconds={config.data?.resend_wait_seconds}
      >
        <Button size="large" block className="ds-auth-secondary" onClick={() => setChallenge(null)}>
          Back to Login
        </Button>
      </CodeVerificationForm>
    );
  }

  return (
    <CredentialsForm
      values={credentials}
      onValuesChange={setCredentials}
      onChallenge={setChallenge}
      googleClientId={config.isPending ? undefined : (config.data?.google_client_id ?? null)}
      signInWithGoogle={(credential) => finish(() => googleLogin.mutateAsync(credential))}
      notice={unpaid && <UnfinishedSignUp pending={unpaid} />}
    />
  );
}
