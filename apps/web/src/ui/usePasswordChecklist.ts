import { meetsPasswordRules, passwordChecklist, type PasswordCheckItem } from '@dealscout/domain';
import type { EstimatePassword } from '@dealscout/domain/password-strength';
import { useEffect, useState } from 'react';

/**
 * The live checklist under a new password. The strength estimator (and its word lists, a smaller
 * selection than the API's, about 75 KB gzip) loads at the first character typed, not with the page.
 */
export interface PasswordChecklistState {
  items: PasswordCheckItem[];
  ok: boolean;
  ready: boolean;
  /** Checks a value now (for form rules, which may run before the next render); true until the estimator has loaded, the server checks too. */
  check(value: string): boolean;
}

export function usePasswordChecklist(password: string, email?: string | null): PasswordChecklistState {
  const [estimate, setEstimate] = useState<EstimatePassword | null>(null);
  const typed = password !== '';
  useEffect(() => {
    if (!typed || estimate) return;
    let active = true;
    void import('./browser-password-estimator').then((module) => active && setEstimate(() => module.estimatePassword));
    return () => {
      active = false;
    };
  }, [typed, estimate]);
  const itemsFor = (value: string) =>
    passwordChecklist(value, { email, score: estimate && value ? estimate(value, email ? [email] : []).score : 0 });
  const items = itemsFor(password);
  return {
    items,
    ok: !!estimate && meetsPasswordRules(items),
    ready: !!estimate,
    check: (value) => !estimate || meetsPasswordRules(itemsFor(value)),
  };
}
