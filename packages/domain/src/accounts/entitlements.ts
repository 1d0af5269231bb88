import { billingMessages } from '../billing/messages.js';
import { florenceMessages } from '../florence/messages.js';
import { DATASET_PDF_LIMIT, DATASET_PDF_LIMIT_PROFESSIONAL } from '../investors/limits.js';
import { trialMessages } from '../investors/messages.js';
import { leadMessages } from '../leads/messages.js';
import type { ErrorCode } from '../shared/error-codes.js';
import { accountMessages } from './messages.js';

/**
 * What each account may do (spec part 1 §6, part 2 §6), in one place: the API enforces these
 * functions and the web shows their answers, so both sides decide the same way. Pure: they take the
 * account's flags (and, for Florence, its usage) and answer; none reads the database.
 *
 * Two different things are called a "free trial" in the spec, named apart here:
 * - the investor-search trial: users neither subscribed nor professional get `remaining_trial` free
 *   searches (users.free_trial, users.remaining_trial); refusals `investor_trial_*`;
 * - Florence's generation allowance: `algo_access` and a monthly number of runs; a professional refused
 *   it is told 'Free trial limit reached' (`florence_free_trial_exhausted`), anyone else 'Monthly limit
 *   reached' (`florence_monthly_limit_reached`).
 */

/** Why an account may not do something: the error code the API answers with and the message shown. */
export interface Refusal {
  code: ErrorCode;
  message: string;
}

/** Every refusal of this module, by code: the web shows a refusal's message from its code. */
export const REFUSALS = {
  payment_required: { code: 'payment_required', message: billingMessages.paymentRequired },
  superuser_only: { code: 'superuser_only', message: accountMessages.session.forbidden },
  enterprise_only: { code: 'enterprise_only', message: leadMessages.enterpriseOnly },
  investor_trial_not_included: { code: 'investor_trial_not_included', message: trialMessages.notIncluded },
  investor_trial_exhausted: { code: 'investor_trial_exhausted', message: trialMessages.limitReached },
  florence_free_trial_exhausted: { code: 'florence_free_trial_exhausted', message: florenceMessages.freeTrialLimit },
  florence_monthly_limit_reached: { code: 'florence_monthly_limit_reached', message: florenceMessages.monthlyLimit },
} as const satisfies Record<string, Refusal & { code: ErrorCode }>;

// Role and plan gates.

/** Who works on companies and is in an organization, as far as the pages a user may use go. */
export interface Member {
  role: string;
  organization: { id: string } | null;
}

/** Professionals and organization members keep companies (spec part 1 §2, gate wrapper); other users have none. */
export const worksOnCompanies = (user: Member) => user.role === 'professional' || !!user.organization;

/**
 * The Leads Manager, and so saving leads at all, is for enterprise users (spec part 1 §6: the role it
 * requires to load leads). Others are not offered 'Add to Leads' and meet the enterprise gate instead.
 */
export const usesLeadsManager = (user: Pick<Member, 'role'>) => user.role === 'enterprise';

export const leadsManagerRefusal = (user: Pick<Member, 'role'>): Refusal | null =>
  usesLeadsManager(user) ? null : REFUSALS.enterprise_only;

/** The Firm Overview is the organization's picture (spec part 1 §2): members of an organization only. */
export const hasFirmOverview = (user: Member) => !!user.organization;

/** Admin Analytics and the user list are for superusers (spec part 2 §6); anyone else signed in is refused. */
export const superuserRefusal = (user: { isSuperuser: boolean }): Refusal | null => (user.isSuperuser ? null : REFUSALS.superuser_only);

/** Rows an investor or buyer PDF or CSV takes: 300 for the professional role, else 100 (spec part 2 §9). */
export const pdfExportLimit = (role: string) => (role === 'professional' ? DATASET_PDF_LIMIT_PROFESSIONAL : DATASET_PDF_LIMIT);

/**
 * The profile flags that follow from the subscription (spec part 2 §3, §6):
 * - is_subscribed: a subscription is running (active, or past due while the provider retries);
 * - the first running subscription ends the investor-search trial for good (nothing else resets it);
 * - algo_access: a running subscription, or a role whose generation is bounded by Florence's monthly
 *   limit instead (enterprise, leads). A professional who once checked out and has no running
 *   subscription loses it; a professional never billed (accounts made by an operator) keeps it;
 * - payment_required: the account was billed at sign-up (SIGNUP_PAYMENT=required) and no subscription of
 *   theirs ever started: the product waits for that checkout (planRefusal). A lapsed subscriber, or an
 *   account an operator made that left a checkout unpaid, is not held (docs/decisions/paid-sign-up.md).
 */
export function planFlags(account: {
  role: string;
  subscriptionRunning: boolean;
  everBilled: boolean;
  everStarted: boolean;
  billedAtSignUp: boolean;
}) {
  const running = account.subscriptionRunning;
  return {
    isSubscribed: running,
    algoAccess: running || account.role !== 'professional' || !account.everBilled,
    endsInvestorTrial: running,
    paymentRequired: account.billedAtSignUp && !account.everStarted,
  };
}

/**
 * The product (every `user` route, every page but the profile and billing) waits for a sign-up's payment:
 * the API answers 402 `payment_required` from its access guard, the web shows the subscription page.
 */
export const planRefusal = (account: { paymentRequired: boolean }): Refusal | null =>
  account.paymentRequired ? REFUSALS.payment_required : null;

// The investor-search trial.

/** The trial counts the searches of a user who is neither subscribed nor professional (spec part 2 §6). */
export const countsInvestorSearches = (account: { role: string; isSubscribed: boolean }) =>
  !account.isSubscribed && account.role !== 'professional';

/**
 * Whether a counted user may search: not without a trial; not with none left, unless the search only
 * shows again one already counted (another page, sort or tab of it, or the same search shortly after).
 */
export function investorSearchRefusal(
  trial: { freeTrial: boolean; remaining: number },
  search: { showsCountedSearch: boolean },
): Refusal | null {
  if (!trial.freeTrial) return REFUSALS.investor_trial_not_included;
  if (trial.remaining <= 0 && !search.showsCountedSearch) return REFUSALS.investor_trial_exhausted;
  return null;
}

// Florence's generation allowance.

/**
 * Whether an account may start a Florence generation (spec part 2 §6 algo_access): its access, and,
 * where the caller knows it (the API does, the web does not), the runs of this month against the limit.
 */
export function florenceGenerationRefusal(
  account: { role: string; algoAccess: boolean },
  usage?: { runsThisMonth: number; monthlyLimit: number },
): Refusal | null {
  const allowed = account.algoAccess && (!usage || usage.runsThisMonth < usage.monthlyLimit);
  if (allowed) return null;
  return account.role === 'professional' ? REFUSALS.florence_free_trial_exhausted : REFUSALS.florence_monthly_limit_reached;
}

/** Whether a code is one of Florence's generation refusals (the server's last answer, on the web). */
export const isFlorenceGenerationRefusal = (code: ErrorCode | null) =>
  code === 'florence_free_trial_exhausted' || code === 'florence_monthly_limit_reached';
