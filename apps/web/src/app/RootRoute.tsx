import { useEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { trackPageView } from '../platform/analytics';

/** Sets the tab title, reports the page view, and scrolls to the #anchor of a link or to the top. */
export function RootRoute() {
  const matches = useMatches();
  const { pathname, hash } = useLocation();
  const title =
    [...matches]
      .reverse()
      .map((match) => (match.handle as { title?: string } | undefined)?.title)
      .find(Boolean) ?? 'Dealscout';

  useEffect(() => {
    document.title = title === 'Dealscout' ? title : `${title} | Dealscout`;
    trackPageView(title, pathname);
  }, [title, pathname]);

  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView({ behavior: 'smooth', block: 'start' });
    else window.scrollTo(0, 0);
  }, [pathname, hash]);

  return <Outlet />;
}
