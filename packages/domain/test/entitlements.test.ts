import { describe, expect, it } from 'vitest';
import {
  countsInvestorSearches,
  florenceGenerationRefusal,
  investorSearchRefusal,
  leadsManagerRefusal,
  pdfExportLimit,
  planFlags,
  planRefusal,
  REFUSALS,
  superuserRefusal,
  worksOnCompanies,
} from '../src/accounts/entitlements.js';
import { ERROR_STATUS } from '../src/shared/error-codes.js';

describe('entitlements: what each account may do, for the API and the web alike', () => {
  it('every refusal is a 403 with its own code, but the unpaid plan (402)', () => {
    for (const [code, refusal] of Object.entries(REFUSALS)) {
      expect(refusal.code).toBe(code);
      expect(ERROR_STATUS[refusal.code]).toBe(code === 'payment_required' ? 402 : 403);
    }
  });

  it('role gates: enterprise for the Leads Manager, professionals and members for companies, superusers for analytics', () => {
    expect(leadsManagerRefusal({ role: 'enterprise' })).toBeNull();
    expect(leadsManagerRefusal({ role: 'professional' })).toBe(REFUSALS.enterprise_only);
    expect(worksOnCompanies({ role: 'professional', organization: null })).toBe(true);
    expect(worksOnCompanies({ role: 'enterprise', organization: { id: 'o' } })).toBe(true);
    expect(worksOnCompanies({ role: 'leads', organization: null })).toBe(false);
    expect(superuserRefusal({ isSuperuser: true })).toBeNull();
    expect(superuserRefusal({ isSuperuser: false })).toBe(REFUSALS.superuser_only);
    expect([pdfExportLimit('professional'), pdfExportLimit('enterprise')]).toEqual([300, 100]);
  });

  it('the investor-search trial counts users neither subscribed nor professional, and refuses at 0 unless the search was counted', () => {
    expect(countsInvestorSearches({ role: 'enterprise', isSubscribed: false })).toBe(true);
    expect(countsInvestorSearches({ role: 'professional', isSubscribed: false })).toBe(false);
    expect(countsInvestorSearches({ role: 'enterprise', isSubscribed: true })).toBe(false);
    const fresh = { showsCountedSearch: false };
    expect(investorSearchRefusal({ freeTrial: false, remaining: 5 }, fresh)).toBe(REFUSALS.investor_trial_not_included);
    expect(investorSearchRefusal({ freeTrial: true, remaining: 1 }, fresh)).toBeNull();
    expect(investorSearchRefusal({ freeTrial: true, remaining: 0 }, fresh)).toBe(REFUSALS.investor_trial_exhausted);
    expect(investorSearchRefusal({ freeTrial: true, remaining: 0 }, { showsCountedSearch: true })).toBeNull();
  });

  it("Florence's generation: algo_access and the monthly limit; a professional hears of the free trial, others of the month", () => {
    const usage = (runsThisMonth: number) => ({ runsThisMonth, monthlyLimit: 3 });
    expect(florenceGenerationRefusal({ role: 'enterprise', algoAccess: true }, usage(2))).toBeNull();
    expect(florenceGenerationRefusal({ role: 'enterprise', algoAccess: true }, usage(3))).toBe(REFUSALS.florence_monthly_limit_reached);
    expect(florenceGenerationRefusal({ role: 'professional', algoAccess: true }, usage(3))).toBe(REFUSALS.florence_free_trial_exhausted);
    expect(florenceGenerationRefusal({ role: 'professional', algoAccess: false })).toBe(REFUSALS.florence_free_trial_exhausted);
    expect(florenceGenerationRefusal({ role: 'leads', algoAccess: true })).toBeNull();
  });

  it('plan flags: a running subscription subscribes, ends the trial and gives algo_access; a billed professional without one loses it', () => {
    const paid = { everBilled: true, everStarted: true, billedAtSignUp: true };
    expect(planFlags({ role: 'professional', subscriptionRunning: true, ...paid })).toEqual({
      isSubscribed: true,
      algoAccess: true,
      endsInvestorTrial: true,
      paymentRequired: false,
    });
    expect(planFlags({ role: 'professional', subscriptionRunning: false, ...paid }).algoAccess).toBe(false);
    const never = { everBilled: false, everStarted: false, billedAtSignUp: false };
    expect(planFlags({ role: 'professional', subscriptionRunning: false, ...never }).algoAccess).toBe(true);
    expect(planFlags({ role: 'enterprise', subscriptionRunning: false, ...paid }).algoAccess).toBe(true);
  });

  it('payment required: only a sign-up billed and never subscribed, until a subscription starts', () => {
    const flags = (everStarted: boolean, billedAtSignUp: boolean) =>
      planFlags({ role: 'professional', subscriptionRunning: false, everBilled: true, everStarted, billedAtSignUp }).paymentRequired;
    expect(flags(false, true)).toBe(true);
    // Paid once, now lapsed: not held (Florence stops with algo_access).
    expect(flags(true, true)).toBe(false);
    // A checkout from the subscription page, abandoned, by an account an operator made.
    expect(flags(false, false)).toBe(false);
    expect(planRefusal({ paymentRequired: true })).toBe(REFUSALS.payment_required);
    expect(planRefusal({ paymentRequired: false })).toBeNull();
  });
});
