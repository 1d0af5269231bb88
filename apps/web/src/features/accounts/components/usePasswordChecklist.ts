import { meetsPasswordRules, passwordChecklist, type PasswordCheckItem } from '@dealscout/domain';
import type { estimatePassword } from '@dealscout/domain/password-estimator';
import { useEffect, useState } from 'react';

type Estimate = typeof estimatePassword;

/**
 * The live checklist under a new password. The strength estimator (and its dictionaries) loads on
 * the first password page a visitor opens, not with the app.
 */
export function usePasswordChecklist(password: string, email?: string | null): { items: PasswordCheckItem[]; ok: boolean; ready: boolean } {
  const [estimate, setEstimate] = useState<Estimate | null>(null);
  useEffect(() => {
    let active = true;
    void import('@dealscout/domain/password-estimator').then((module) => active && setEstimate(() => module.estimatePassword));
    return () => {
      active = false;
    };
  }, []);
  const score = estimate && password ? estimate(password, email ? [email] : []).score : 0;
  const items = passwordChecklist(password, { email, score });
  return { items, ok: !!estimate && meetsPasswordRules(items), ready: !!estimate };
}
