import { ExclamationCircleFilled } from '@ant-design/icons';
import { AuthOutcome } from '../components/AuthOutcome';

/**
 * /signup-canceled/{subscription}: the card checkout of a sign-up was left without paying (spec part 2
 * §2). 'Retry' (a new checkout for that subscription) comes with billing; until then the way on is home.
 */
export function SignUpCanceledPage() {
  return (
    <AuthOutcome
      icon={<ExclamationCircleFilled className="ds-auth-done-icon is-canceled" aria-hidden />}
      title="Payment Canceled"
      text="Your payment was canceled, so you have not been charged and your subscription has not started."
      action={{ label: 'Back to home', to: '/welcome' }}
    />
  );
}
