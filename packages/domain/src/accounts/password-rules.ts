import { accountMessages } from './messages.js';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const PASSWORD_MIN_SCORE = 3;

/** zxcvbn's 0-4 score as the spec labels it. */
export function strengthLabel(score: number): 'Weak' | 'Fair' | 'Good' | 'Strong' {
  if (score >= 4) return 'Strong';
  if (score === 3) return 'Good';
  if (score === 2) return 'Fair';
  return 'Weak';
}

export interface PasswordCheckItem {
  key: 'length' | 'numberOrSymbol' | 'noEmail' | 'strength';
  label: string;
  met: boolean;
}

/**
 * The checklist shown live under a new password and enforced by the API: length, a non-letter,
 * no e-mail address inside it, and a strength score of at least 3.
 */
export function passwordChecklist(password: string, { email, score }: { email?: string | null; score: number }): PasswordCheckItem[] {
  const m = accountMessages.password;
  const lower = password.toLowerCase();
  const address = (email ?? '').trim().toLowerCase();
  const localPart = address.split('@')[0] ?? '';
  const containsEmail = !!address && (lower.includes(address) || (localPart.length >= 3 && lower.includes(localPart)));
  return [
    { key: 'length', label: m.minLength, met: password.length >= PASSWORD_MIN },
    { key: 'numberOrSymbol', label: m.numberOrSymbol, met: /[^A-Za-z]/.test(password) },
    { key: 'noEmail', label: m.noEmail, met: password.length > 0 && !containsEmail },
    { key: 'strength', label: `Strength: ${strengthLabel(score)}`, met: score >= PASSWORD_MIN_SCORE },
  ];
}

export const meetsPasswordRules = (items: PasswordCheckItem[]) => items.every((item) => item.met);
