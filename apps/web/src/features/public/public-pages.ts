// The public module's pages, loaded lazily by the router.
export { LandingPage } from './pages/LandingPage';
export { PrivacyPolicyPage } from './pages/PrivacyPolicyPage';
export { TermsPage } from './pages/TermsPage';
export { NotFoundPage } from './pages/NotFoundPage';
export { LoggedOutPage } from './pages/LoggedOutPage';
