import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { sessionQueryKey, useSession } from '../../platform/session';
import { subscriptionQueryKey } from './api';

/** How often the profile is read again while the provider's confirmation is awaited, and for how long. */
export const CONFIRMATION_POLL_MS = 2_000;
export const CONFIRMATION_PATIENCE_MS = 60_000;

export type PaymentConfirmation = 'confirming' | 'confirmed' | 'slow';

/**
 * After a paid checkout: the plan is active once the payment provider's webhook has reached the server,
 * which may come a moment after the browser's redirect. The profile is read again every 2 s until it
 * says subscribed; past a minute the page says the confirmation is late rather than wait in silence.
 */
export function usePaymentConfirmation(): PaymentConfirmation {
  const queryClient = useQueryClient();
  const { data: user } = useSession();
  const subscribed = user?.is_subscribed === true;
  const [slow, setSlow] = useState(false);

  useEffect(() => {
    if (subscribed) {
      void queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
      return;
    }
    void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    const poll = setInterval(() => void queryClient.invalidateQueries({ queryKey: sessionQueryKey }), CONFIRMATION_POLL_MS);
    const patience = setTimeout(() => setSlow(true), CONFIRMATION_PATIENCE_MS);
    return () => {
      clearInterval(poll);
      clearTimeout(patience);
    };
  }, [subscribed, queryClient]);

  if (subscribed) return 'confirmed';
  return slow ? 'slow' : 'confirming';
}
