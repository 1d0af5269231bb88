import { CheckCircleFilled } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { paths } from '../../../platform/paths';
import { sessionQueryKey } from '../../../platform/session';
import { AuthOutcome } from '../components/AuthOutcome';
import { forgetPendingSignUp } from '../pending-sign-up';

/** /signup-success: the end of sign-up. The session is read again: the one read before the checkout still owed the payment. */
export function SignUpSuccessPage() {
  const queryClient = useQueryClient();
  useEffect(() => {
    forgetPendingSignUp();
    void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  }, [queryClient]);
  return (
    <AuthOutcome
      icon={<CheckCircleFilled className="ds-auth-done-icon" aria-hidden />}
      title="Congratulations!"
      text="You have successfully registered as a Professional user."
      action={{ label: 'Login', to: paths.signIn }}
    />
  );
}
