import { pendingSignUp } from '../pending-sign-up';
import { UnfinishedSignUp } from './UnfinishedSignUp';

/**
 * In the app, for a user this browser sent to their sign-up's checkout and who has not paid: the e-mail
 * code signed them in (the checkout is theirs alone), so the app, not the sign-in page, says the
 * subscription is not finished and offers the checkout again.
 */
export function PendingSignUpNotice({ email, subscribed }: { email: string; subscribed: boolean }) {
  const pending = pendingSignUp();
  if (subscribed || !pending || pending.email.toLowerCase() !== email.toLowerCase()) return null;
  return (
    <div className="ds-pending-sign-up">
      <UnfinishedSignUp pending={pending} />
    </div>
  );
}
