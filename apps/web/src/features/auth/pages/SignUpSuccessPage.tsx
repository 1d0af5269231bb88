import { CheckCircleFilled } from '@ant-design/icons';
import { useEffect } from 'react';
import { paths } from '../../../platform/paths';
import { AuthOutcome } from '../components/AuthOutcome';
import { forgetPendingSignUp } from '../pending-sign-up';

/** /signup-success: the end of sign-up. */
export function SignUpSuccessPage() {
  useEffect(forgetPendingSignUp, []);
  return (
    <AuthOutcome
      icon={<CheckCircleFilled className="ds-auth-done-icon" aria-hidden />}
      title="Congratulations!"
      text="You have successfully registered as a Professional user."
      action={{ label: 'Login', to: paths.signIn }}
    />
  );
}
