/**
 * A paid sign-up whose checkout this browser was sent to and has not seen paid: kept so the sign-in page can
 * say the subscription is not finished and offer the checkout again (a sign-up does not sign in).
 */
export interface PendingSignUp {
  subscription: string;
  email: string;
}

const KEY = 'ds_pending_sign_up';

export const rememberPendingSignUp = (pending: PendingSignUp) => localStorage.setItem(KEY, JSON.stringify(pending));

export const forgetPendingSignUp = () => localStorage.removeItem(KEY);

/** The remembered sign-up, or null (none, or storage another version of the app wrote). */
export function pendingSignUp(): PendingSignUp | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { subscription, email } = value as Record<string, unknown>;
    return typeof subscription === 'string' && typeof email === 'string' ? { subscription, email } : null;
  } catch {
    return null;
  }
}
