import type { EmailVerified } from '@dealscout/domain';
import { useState } from 'react';
import { Link, useNavigate, type NavigateFunction } from 'react-router';
import { useAuthConfig } from '../../accounts/api';
import { resendEmailCode, useVerifyEmail } from '../api';
import { CodeVerificationForm } from '../components/CodeVerificationForm';
import { SignUpForm, type Registration } from '../components/SignUpForm';
import { rememberPendingSignUp } from '../pending-sign-up';
import '../auth-pages.css';
import { paths } from '../../../platform/paths';

/**
 * Where a verified sign-up goes next: the Professional plan's checkout when sign-up is paid (remembered until it
 * is, so the sign-in page can offer it again), else the success page.
 */
function afterEmailVerified(navigate: NavigateFunction, verified: EmailVerified) {
  if (!verified.checkout_url) return navigate(paths.signUpSuccess, { replace: true });
  if (verified.subscription_id) rememberPendingSignUp({ subscription: verified.subscription_id, email: verified.email });
  window.location.assign(verified.checkout_url);
}

/** /signup: the details, then the code mailed to the address (spec part 2 §4). */
export function SignUpPage() {
  const navigate = useNavigate();
  const config = useAuthConfig();
  const verifyEmail = useVerifyEmail();
  const [registration, setRegistration] = useState<Registration | null>(null);

  const signInLink = (
    <p className="ds-auth-switch">
      <Link to={paths.signIn}>Already have an account? Log in</Link>
    </p>
  );

  if (!registration) {
    return (
      <>
        <SignUpForm onRegistered={setRegistration} />
        {signInLink}
      </>
    );
  }

  const { token, email, password } = registration;
  return (
    <CodeVerificationForm
      title="Email Verification"
      email={email}
      verify={async (otp) => {
        const verified = await verifyEmail.mutateAsync({ token, otp, password });
        afterEmailVerified(navigate, verified);
      }}
      resend={() => resendEmailCode(token)}
      waitSeconds={config.data?.resend_wait_seconds}
    >
      {signInLink}
    </CodeVerificationForm>
  );
}
