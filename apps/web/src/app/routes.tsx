import type { RouteObject } from 'react-router';
import { pages } from '../platform/paths';
import { RootRoute } from './RootRoute';
import { RouteError } from './RouteError';

/** Each page is its own chunk; `handle.title` names the page for the tab title and analytics. */
const page = (load: () => Promise<{ Component: React.ComponentType }>, title: string) => ({
  lazy: load,
  handle: { title },
});

const publicPage = {
  landing: () => import('../features/public/pages/LandingPage').then((m) => ({ Component: m.LandingPage })),
  privacy: () => import('../features/public/pages/PrivacyPolicyPage').then((m) => ({ Component: m.PrivacyPolicyPage })),
  terms: () => import('../features/public/pages/TermsPage').then((m) => ({ Component: m.TermsPage })),
  loggedOut: () => import('../features/public/pages/LoggedOutPage').then((m) => ({ Component: m.LoggedOutPage })),
  notFound: () => import('../features/public/pages/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })),
};

const authPage = {
  signIn: () => import('../features/auth/pages/SignInPage').then((m) => ({ Component: m.SignInPage })),
  signUp: () => import('../features/auth/pages/SignUpPage').then((m) => ({ Component: m.SignUpPage })),
  signUpSuccess: () => import('../features/auth/pages/SignUpSuccessPage').then((m) => ({ Component: m.SignUpSuccessPage })),
  signUpCanceled: () => import('../features/auth/pages/SignUpCanceledPage').then((m) => ({ Component: m.SignUpCanceledPage })),
  forgotPassword: () => import('../features/auth/pages/ForgotPasswordPage').then((m) => ({ Component: m.ForgotPasswordPage })),
  resetPassword: () => import('../features/auth/pages/ResetPasswordPage').then((m) => ({ Component: m.ResetPasswordPage })),
  setPassword: () => import('../features/auth/pages/SetPasswordPage').then((m) => ({ Component: m.SetPasswordPage })),
};

const companyPage = {
  firmOverview: () => import('../features/companies/pages/FirmOverviewPage').then((m) => ({ Component: m.FirmOverviewPage })),
  companies: () => import('../features/companies/pages/CompaniesPage').then((m) => ({ Component: m.CompaniesPage })),
  companyDetail: () => import('../features/companies/pages/CompanyDetailPage').then((m) => ({ Component: m.CompanyDetailPage })),
  submission: () => import('../features/questionnaire/pages/CompanySubmissionPage').then((m) => ({ Component: m.CompanySubmissionPage })),
  companyTasks: () => import('../features/tasks/pages/CompanyTasksPage').then((m) => ({ Component: m.CompanyTasksPage })),
};

const florencePage = () => import('../features/florence/pages/FlorencePage').then((m) => ({ Component: m.FlorencePage }));

const investorPage = {
  search: () => import('../features/investors/pages/InvestorSearchPage').then((m) => ({ Component: m.InvestorSearchPage })),
  detail: () => import('../features/investors/pages/InvestorDetailPage').then((m) => ({ Component: m.InvestorDetailPage })),
};

const leadsPage = {
  manager: () => import('../features/leads/pages/LeadsManagerPage').then((m) => ({ Component: m.LeadsManagerPage })),
  form: () => import('../features/leads/pages/LeadFormPage').then((m) => ({ Component: m.LeadFormPage })),
  oauthCallback: () => import('../features/exports/pages/OAuthCallbackPage').then((m) => ({ Component: m.OAuthCallbackPage })),
};

const adminPage = {
  analytics: () => import('../features/analytics/pages/AnalyticsPage').then((m) => ({ Component: m.AnalyticsPage })),
  datasetImports: () => import('../features/dataset-imports/pages/DatasetImportsPage').then((m) => ({ Component: m.DatasetImportsPage })),
};

const billingPage = {
  subscription: () => import('../features/billing/pages/SubscriptionPage').then((m) => ({ Component: m.SubscriptionPage })),
  paymentSuccess: () => import('../features/billing/pages/PaymentSuccessPage').then((m) => ({ Component: m.PaymentSuccessPage })),
  paymentCanceled: () => import('../features/billing/pages/PaymentCanceledPage').then((m) => ({ Component: m.PaymentCanceledPage })),
  testCheckout: () => import('../features/billing/pages/TestCheckoutPage').then((m) => ({ Component: m.TestCheckoutPage })),
  testPortal: () => import('../features/billing/pages/TestPortalPage').then((m) => ({ Component: m.TestPortalPage })),
};

const accountPage = {
  myProfile: () => import('../features/accounts/pages/MyProfilePage').then((m) => ({ Component: m.MyProfilePage })),
  generateApiKey: () => import('../features/accounts/pages/GenerateApiKeyPage').then((m) => ({ Component: m.GenerateApiKeyPage })),
};

/** The route table: every path in `pages` (paths.ts), and Page not found for the rest. */
export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    errorElement: <RouteError />,
    children: [
      {
        lazy: () => import('./layouts/LandingLayout').then((m) => ({ Component: m.LandingLayout })),
        children: [
          { path: pages.welcome, ...page(publicPage.landing, 'Dealscout') },
          { path: pages.privacyPolicy, ...page(publicPage.privacy, 'Privacy Policy') },
          { path: pages.terms, ...page(publicPage.terms, 'Terms and Conditions') },
        ],
      },
      {
        lazy: () => import('./layouts/AuthLayout').then((m) => ({ Component: m.AuthLayout })),
        children: [
          { index: true, ...page(authPage.signIn, 'Sign in') },
          { path: pages.signUp, ...page(authPage.signUp, 'Get Started') },
          { path: pages.signUpSuccess, ...page(authPage.signUpSuccess, 'Welcome') },
          { path: pages.signUpCanceled, ...page(authPage.signUpCanceled, 'Payment Canceled') },
          { path: pages.forgotPassword, ...page(authPage.forgotPassword, 'Forgot Password') },
          { path: pages.resetPassword, ...page(authPage.resetPassword, 'Reset Your Password') },
          { path: pages.setPassword, ...page(authPage.setPassword, 'Change password') },
          { path: pages.generateApiKey, ...page(accountPage.generateApiKey, 'Generate API Key') },
          { path: pages.loggedOut, ...page(publicPage.loggedOut, 'Logged out') },
          { path: pages.testCheckout, ...page(billingPage.testCheckout, 'Checkout (test mode)') },
        ],
      },
      {
        path: pages.firmOverview,
        lazy: () => import('./guards/RequireSession').then((m) => ({ Component: m.RequireSession })),
        children: [
          {
            lazy: () => import('./layouts/MainLayout').then((m) => ({ Component: m.MainLayout })),
            children: [
              { index: true, ...page(companyPage.firmOverview, 'Dashboard') },
              { path: pages.home, ...page(companyPage.firmOverview, 'Dashboard') },
              { path: pages.companies, ...page(companyPage.companies, 'My Companies') },
              { path: pages.companyDetail, ...page(companyPage.companyDetail, 'Company Detail') },
              { path: pages.companySubmission, ...page(companyPage.submission, 'Company Submission') },
              { path: pages.companyTasks, ...page(companyPage.companyTasks, 'Company Tasks') },
              { path: pages.florence, ...page(florencePage, 'Florence') },
              { path: pages.dataset, ...page(investorPage.search, 'Investors') },
              { path: pages.investorDetail, ...page(investorPage.detail, 'Investor Detail') },
              { path: pages.leadsManager, ...page(leadsPage.manager, 'Leads') },
              { path: pages.leadsManagerCreate, ...page(leadsPage.form, 'Add New Lead') },
              { path: pages.leadsManagerEdit, ...page(leadsPage.form, 'Edit Lead') },
              { path: pages.oauthCallback, ...page(leadsPage.oauthCallback, 'CRM sign-in') },
              { path: pages.myProfile, ...page(accountPage.myProfile, 'My Profile') },
              { path: pages.analytics, ...page(adminPage.analytics, 'Admin Analytics') },
              { path: pages.datasetImports, ...page(adminPage.datasetImports, 'Dataset Imports') },
              { path: pages.subscription, ...page(billingPage.subscription, 'Subscription') },
              { path: pages.paymentSuccess, ...page(billingPage.paymentSuccess, 'Payment successful') },
              { path: pages.paymentCanceled, ...page(billingPage.paymentCanceled, 'Payment canceled') },
              { path: pages.testPortal, ...page(billingPage.testPortal, 'Billing portal (test mode)') },
              { path: '*', ...page(publicPage.notFound, 'Page not found') },
            ],
          },
        ],
      },
      { path: '*', ...page(publicPage.notFound, 'Page not found') },
    ],
  },
];
