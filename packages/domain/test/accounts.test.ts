import { describe, expect, it } from 'vitest';
import { estimatePassword } from '../src/accounts/password-estimator.js';
import {
  accountMessages as m,
  hasFirmOverview,
  homePathFor,
  meetsPasswordRules,
  passwordChecklist,
  registerSchema,
  strengthLabel,
  worksOnCompanies,
} from '../src/index.js';

describe('password rules', () => {
  it('labels strength as the spec does', () => {
    expect([0, 1, 2, 3, 4].map(strengthLabel)).toEqual(['Weak', 'Weak', 'Fair', 'Good', 'Strong']);
  });

  it('lists each unmet requirement', () => {
    const failing = (password: string, email = 'ann@example.com') =>
      passwordChecklist(password, { email, score: estimatePassword(password, [email]).score })
        .filter((item) => !item.met)
        .map((item) => item.key);
    expect(failing('short')).toEqual(['length', 'numberOrSymbol', 'strength']);
    expect(failing('GraniteHarborLantern')).toEqual(['numberOrSymbol']);
    expect(failing('ann@example.com-Granite-9')).toContain('noEmail');
    expect(failing('Granite-Harbor-42!')).toEqual([]);
    expect(meetsPasswordRules(passwordChecklist('Granite-Harbor-42!', { score: 4 }))).toBe(true);
  });

  it('knows common leaked passwords offline', () => {
    expect(estimatePassword('password1').inLeakedList).toBe(true);
    expect(estimatePassword('iloveyou2').inLeakedList).toBe(true);
    expect(estimatePassword('Granite-Harbor-42!').inLeakedList).toBe(false);
  });
});

describe('sign-up schema and homes', () => {
  it('gives the spec messages', () => {
    const result = registerSchema.safeParse({ first_name: '', last_name: 'L1', email: 'x', password: 'a', password2: 'b' });
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toMatchObject({
      first_name: m.signUp.firstNameRequired,
      last_name: m.signUp.lastNameInvalid,
      email: m.signUp.emailInvalid,
      password: m.signUp.passwordTooShort,
    });
  });

  it('sends organization members to the Firm Overview, other professionals to their companies, the rest to investor search', () => {
    const organization = { id: 'org-1' };
    expect(homePathFor({ role: 'enterprise', organization })).toBe('/leads/home');
    expect(homePathFor({ role: 'professional', organization })).toBe('/leads/home');
    expect(homePathFor({ role: 'professional', organization: null })).toBe('/leads/companies');
    expect(homePathFor({ role: 'enterprise', organization: null })).toBe('/leads/dataset');
    expect(homePathFor({ role: 'leads', organization: null })).toBe('/leads/dataset');
  });

  it('gives company pages to professionals and organization members, the overview to members only', () => {
    const organization = { id: 'org-1' };
    expect(worksOnCompanies({ role: 'professional', organization: null })).toBe(true);
    expect(worksOnCompanies({ role: 'enterprise', organization })).toBe(true);
    expect(worksOnCompanies({ role: 'enterprise', organization: null })).toBe(false);
    expect(hasFirmOverview({ role: 'professional', organization: null })).toBe(false);
    expect(hasFirmOverview({ role: 'enterprise', organization })).toBe(true);
  });
});
