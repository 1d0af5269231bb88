import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { hasPage, investorPath, openWhilePaymentDue, pages, plannedPages, signedInHome } from '../platform/paths';
import { routes } from './routes';

/** The full path of every page route in the table (layouts and the not-found fallback aside). */
function pagePaths(table: RouteObject[], parent = ''): string[] {
  return table.flatMap((route) => {
    const own = route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent.replace(/\/$/, '')}/${route.path}`;
    const isPage = (route.index || route.path !== undefined) && route.path !== '*' && (route.handle as { title?: string })?.title;
    return [...(isPage ? [own || '/'] : []), ...pagePaths(route.children ?? [], own)];
  });
}

describe('paths', () => {
  it('names exactly the pages the route table declares', () => {
    expect(pagePaths(routes).sort()).toEqual(Object.values(pages).sort());
  });

  it('knows which paths have a page, with or without a query or an anchor', () => {
    expect(hasPage(pages.companies)).toBe(true);
    expect(hasPage(`${pages.companies}?add=1`)).toBe(true);
    expect(hasPage(`${pages.welcome}#feature`)).toBe(true);
    expect(hasPage('/reset-password/abc/def')).toBe(true);
    expect(Object.values(plannedPages).filter(hasPage)).toEqual([]);
    expect(hasPage('/leads/nowhere')).toBe(false);
    expect(hasPage(investorPath('0b9a6f3e-5d1c-4f7a-9e2b-3c4d5e6f7a8b'))).toBe(true);
  });

  it('sends each user to their home', () => {
    const organization = { id: 'org' };
    expect(signedInHome({ role: 'enterprise', organization })).toBe(pages.home);
    expect(signedInHome({ role: 'professional', organization })).toBe(pages.home);
    expect(signedInHome({ role: 'professional', organization: null })).toBe(pages.companies);
    expect(signedInHome({ role: 'leads', organization: null })).toBe(pages.dataset);
    expect(signedInHome({ role: 'enterprise', organization: null })).toBe(pages.dataset);
  });

  it('a sign-up not paid yet lands on the subscription page, its checkout step, and may open only the profile and billing', () => {
    expect(signedInHome({ role: 'professional', organization: null, payment_required: true })).toBe(pages.subscription);
    expect(signedInHome({ role: 'professional', organization: null, payment_required: false })).toBe(pages.companies);
    for (const open of [pages.subscription, pages.myProfile, pages.paymentSuccess, pages.paymentCanceled, pages.testPortal]) {
      expect(openWhilePaymentDue(open), open).toBe(true);
    }
    for (const held of [pages.companies, pages.dataset, pages.florence, pages.firmOverview, investorPath('x'), `${pages.subscription}/x`]) {
      expect(openWhilePaymentDue(held), held).toBe(false);
    }
  });
});
