import { homePathFor, planRefusal, type Member } from '@dealscout/domain';
import { generatePath, matchPath } from 'react-router';

/**
 * The paths that have a page. The route table (routes.tsx) declares exactly these (a test holds the two
 * together); links, redirects and menus name a path here instead of writing it.
 */
export const pages = {
  signIn: '/',
  welcome: '/welcome',
  privacyPolicy: '/privacy-policy',
  terms: '/terms-and-conditions',
  signUp: '/signup',
  signUpSuccess: '/signup-success',
  signUpCanceled: '/signup-canceled/:subscription',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password/:uidb64/:token',
  setPassword: '/set-password',
  generateApiKey: '/generate-api-key/:token',
  loggedOut: '/logged-out',
  firmOverview: '/leads',
  home: '/leads/home',
  companies: '/leads/companies',
  companyDetail: '/leads/company-detail',
  companySubmission: '/leads/company-submission',
  companyTasks: '/leads/company-tasks',
  myProfile: '/leads/my-profile',
  dataset: '/leads/dataset',
  investorDetail: '/leads/investors/:id',
  analytics: '/leads/analytics',
  datasetImports: '/leads/imports',
  florence: '/leads/ai-recommendation',
  subscription: '/leads/subscription',
  paymentSuccess: '/leads/payment-success',
  paymentCanceled: '/leads/payment-canceled',
  /** The local test mode's stand-ins for the provider's checkout and billing portal (no STRIPE_SECRET_KEY). */
  testCheckout: '/billing/test-checkout/:session',
  testPortal: '/leads/billing/test-portal',
  leadsManager: '/leads/leads-manager',
  leadsManagerCreate: '/leads/leads-manager/create',
  leadsManagerEdit: '/leads/leads-manager/edit/:id',
  oauthCallback: '/leads/oauth/callback',
} as const;

/** Pages of the spec not built yet. Links to them stay hidden (see hasPage) until they move to `pages` with their route. */
export const plannedPages: Record<string, string> = {};

export const paths = { ...pages, ...plannedPages };

/** The companies page with its Add Company dialog open. */
export const addCompanyPath = `${pages.companies}?add=1`;

/** An investor's detail page. */
export const investorPath = (id: string) => generatePath(pages.investorDetail, { id });

/** True when `path` (query and anchor aside) leads to a page rather than to Page not found. */
export function hasPage(path: string): boolean {
  const pathname = path.split(/[?#]/)[0]!;
  return Object.values(pages).some((pattern) => matchPath(pattern, pathname) !== null);
}

/** A signed-in user as far as the plan goes: `payment_required` while their sign-up's checkout has not completed. */
interface PlanHolder {
  payment_required?: boolean;
}

/** The sign-up's checkout has not completed: the product waits (the API answers 402 `payment_required`). */
export const owesPayment = (user: PlanHolder) => planRefusal({ paymentRequired: user.payment_required === true }) !== null;

/** The pages open to a user who owes the payment: the subscription page (their checkout step), the checkout's returns and the profile. */
const OPEN_WHILE_PAYMENT_DUE = [pages.subscription, pages.paymentSuccess, pages.paymentCanceled, pages.testPortal, pages.myProfile];

export const openWhilePaymentDue = (pathname: string) => OPEN_WHILE_PAYMENT_DUE.some((pattern) => matchPath(pattern, pathname) !== null);

/**
 * Where a user lands after signing in: the subscription page while the sign-up is unpaid, else their home (spec
 * part 1 §4, docs/decisions/homes-and-sidebar-by-role.md), or the profile until that page exists.
 */
export function signedInHome(user: Member & PlanHolder): string {
  if (owesPayment(user)) return pages.subscription;
  const home = homePathFor(user);
  return hasPage(home) ? home : pages.myProfile;
}
