import { BUYERS_PAGE_SIZE } from '@dealscout/domain';
import { appendFilters, filtersFromQuery } from '../investors/search-state';
import type { BuyersView } from './api';

export const FIRST_PAGE: BuyersView = { offset: 0, search: '', state: [], type: [] };

const VIEW_KEYS = ['company', 'search', 'state', 'type', 'page', 'hidden'];

/**
 * The view of a company's list kept in the URL query (search, filters, page, the hidden buyers), so a reload and the CRM
 * sign-in's way back show, and export, the same rows. A query written for another company (the header's
 * selector changed since) is the first page.
 */
export function buyersViewFromQuery(params: URLSearchParams, companyId: string): BuyersView {
  if (params.get('company') !== companyId) return FIRST_PAGE;
  const page = Number(params.get('page'));
  const offset = Number.isInteger(page) && page > 1 ? (page - 1) * BUYERS_PAGE_SIZE : 0;
  return { ...filtersFromQuery(params), offset, ...(params.get('hidden') === 'true' && { hidden: true }) };
}

/** The URL query with a company's view in it (none for the first page unfiltered); other parameters are kept. */
export function buyersViewToQuery(current: URLSearchParams, companyId: string, view: BuyersView): URLSearchParams {
  const params = new URLSearchParams(current);
  for (const key of VIEW_KEYS) params.delete(key);
  const page = Math.floor(view.offset / BUYERS_PAGE_SIZE) + 1;
  if (!view.search.trim() && !view.state.length && !view.type.length && page === 1 && !view.hidden) return params;
  params.set('company', companyId);
  appendFilters(params, view);
  if (page > 1) params.set('page', String(page));
  if (view.hidden) params.set('hidden', 'true');
  return params;
}
