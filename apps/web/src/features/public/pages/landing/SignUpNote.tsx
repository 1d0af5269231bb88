import { Link } from 'react-router';
import { useAuthConfig } from '../../../accounts/api';
import { paths } from '../../../../platform/paths';

/**
 * Under the hero's buttons: what signing up then does, as the server is set (SIGNUP_PAYMENT). Paid sign-up
 * ends at the Professional plan's checkout, so no free trial is promised there: Try it out asks the team for one.
 */
export function SignUpNote() {
  const config = useAuthConfig();
  if (!config.data) return <p className="ds-hero__note" aria-hidden="true" />;
  const signUp = <Link to={paths.signUp}>Sign up</Link>;
  return config.data.signup_payment === 'required' ? (
    <p className="ds-hero__note">
      {signUp} for the Professional plan: $50 a month or $540 a year, paid by card as you sign up. For a free trial first, use Try it out
      and our team sets one up.
    </p>
  ) : (
    <p className="ds-hero__note">
      {signUp} free: no card is asked. The Professional plan is $50 a month or $540 a year when you subscribe.
    </p>
  );
}
