import { describe, expect, it } from 'vitest';
import {
  countsInvestorSearches,
  florenceGenerationRefusal,
  investorSearchRefusal,
  leadsManagerRefusal,
  pdfExportLimit,
  planFlags,
  REFUSALS,
  superuserRefusal,
  worksOnCompanies,
} from '../src/accounts/entitlements.js';
import { ERROR_STATUS } from '../src/shared/error-codes.js';

describe('entitlements: what each account may do, for the API and the web alike', () => {
  it('every refusal is a 403 with its own code', () => {
    for (const [code, refusal] of Object.entries(REFUSALS)) {
      expect(refusal.code).toBe(code);
      expect(ERROR_STATUS[refusal.code]).toBe(403);
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
    expect(planFlags({ role: 'professional', subscriptionRunning: true, everBilled: true })).toEqual({
      isSubscribed: true,
      algoAccess: true,
      endsInvestorTrial: true,
    });
    expect(planFlags({ role: 'professional', subscriptionRunning: false, everBilled: true }).algoAccess).toBe(false);
    expect(planFlags({ role: 'professional', subscriptionRunning: false, everBilled: false }).algoAccess).toBe(true);
    expect(planFlags({ role: 'enterprise', subscriptionRunning: false, everBilled: true }).algoAccess).toBe(true);
  });
});
