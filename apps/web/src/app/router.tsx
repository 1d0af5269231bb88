import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RootRoute } from './RootRoute';
import { RouteError } from './RouteError';

/** Each page is its own chunk; `handle.title` names the page for the tab title and analytics. */
const page = (load: () => Promise<{ Component: React.ComponentType }>, title: string): RouteObject => ({
  lazy: load,
  handle: { title },
});

const publicPages = () => import('../features/public/public-pages');

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
          { path: 'welcome', ...page(() => publicPages().then((m) => ({ Component: m.LandingPage })), 'Dealscout') },
          { path: 'privacy-policy', ...page(() => publicPages().then((m) => ({ Component: m.PrivacyPolicyPage })), 'Privacy Policy') },
          { path: 'terms-and-conditions', ...page(() => publicPages().then((m) => ({ Component: m.TermsPage })), 'Terms and Conditions') },
        ],
      },
      {
        lazy: () => import('./layouts/AuthLayout').then((m) => ({ Component: m.AuthLayout })),
        children: [{ path: 'logged-out', ...page(() => publicPages().then((m) => ({ Component: m.LoggedOutPage })), 'Logged out') }],
      },
      {
        path: 'leads',
        lazy: () => import('./guards/RequireSession').then((m) => ({ Component: m.RequireSession })),
        children: [
          {
            lazy: () => import('./layouts/MainLayout').then((m) => ({ Component: m.MainLayout })),
            children: [{ path: '*', ...page(() => publicPages().then((m) => ({ Component: m.NotFoundPage })), 'Page not found') }],
          },
        ],
      },
      { path: '*', ...page(() => publicPages().then((m) => ({ Component: m.NotFoundPage })), 'Page not found') },
    ],
  },
];

export const router = createBrowserRouter(routes);
