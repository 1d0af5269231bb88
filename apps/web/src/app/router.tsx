import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RootRoute } from './RootRoute';
import { RouteError } from './RouteError';

/** Each page is its own chunk; `handle.title` names the page for the tab title and analytics. */
const page = (load: () => Promise<{ Component: React.ComponentType }>, title: string): RouteObject => ({
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

export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    errorElement: <RouteError />,
    children: [
      // Sign-in lives at / (spec part 1 §2); until the access module adds it, visitors see the landing page.
      { index: true, element: <Navigate to="/welcome" replace /> },
      {
        lazy: () => import('./layouts/LandingLayout').then((m) => ({ Component: m.LandingLayout })),
        children: [
          { path: 'welcome', ...page(publicPage.landing, 'Dealscout') },
          { path: 'privacy-policy', ...page(publicPage.privacy, 'Privacy Policy') },
          { path: 'terms-and-conditions', ...page(publicPage.terms, 'Terms and Conditions') },
        ],
      },
      {
        lazy: () => import('./layouts/AuthLayout').then((m) => ({ Component: m.AuthLayout })),
        children: [{ path: 'logged-out', ...page(publicPage.loggedOut, 'Logged out') }],
      },
      {
        path: 'leads',
        lazy: () => import('./guards/RequireSession').then((m) => ({ Component: m.RequireSession })),
        children: [
          {
            lazy: () => import('./layouts/MainLayout').then((m) => ({ Component: m.MainLayout })),
            children: [{ path: '*', ...page(publicPage.notFound, 'Page not found') }],
          },
        ],
      },
      { path: '*', ...page(publicPage.notFound, 'Page not found') },
    ],
  },
];

export const router = createBrowserRouter(routes);
