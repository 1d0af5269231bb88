import { CheckCircleFilled } from '@ant-design/icons';
import { paths } from '../../../app/paths';
import { AuthOutcome } from '../components/AuthOutcome';

/** /signup-success: the end of sign-up. */
export function SignUpSuccessPage() {
  return (
    <AuthOutcome
      icon={<CheckCircleFilled className="ds-auth-done-icon" aria-hidden />}
      title="Congratulations!"
      text="You have successfully registered as a Professional user."
      action={{ label: 'Login', to: paths.signIn }}
    />
  );
}
