import type { SavedSearchQuery, SavedSearchQueryInput } from '@dealscout/domain';
import { advancedQuery } from './advanced-filters';
import type { SearchState } from './search-state';

/**
 * What "Save search" keeps of the screen: the box (by name or by description, with the description's
 * filters lifted), the filters, the advanced filters in force and as the API reads them, the tab and the
 * sort; not the page.
 */
export function savedQueryOf(state: SearchState): SavedSearchQueryInput {
  const described = state.mode === 'describe' && !!state.describe.trim();
  const advanced = advancedQuery(state.advanced, state.type);
  return {
    ...(state.mode === 'name' && state.search.trim() ? { search: state.search.trim() } : {}),
    ...(described ? { describe: state.describe.trim(), describe_off: state.describeOff } : {}),
    state: state.state,
    type: state.type,
    tab: state.tab,
    ...(Object.keys(advanced).length ? { advanced_search: advanced } : {}),
    sort: state.sort,
  };
}

/** The screen a saved search restores ("Run"), from its first page. */
export function searchStateOfSaved(query: SavedSearchQuery): SearchState {
  return {
    mode: query.describe ? 'describe' : 'name',
    search: query.search ?? '',
    describe: query.describe ?? '',
    describeOff: query.describe ? query.describe_off : [],
    state: query.state,
    type: query.type,
    tab: query.tab,
    advanced: query.advanced_search ?? {},
    sort: query.sort,
    page: 1,
  };
}

const TAB_NAMES = { all: '', companies: 'Companies tab', investors: 'Investors tab' } as const;

/** One line saying what a saved search looks for: its words, filters and tab. */
export function savedSearchSummary(query: SavedSearchQuery): string {
  const advanced = Object.keys(query.advanced_search ?? {}).length;
  const parts = [
    query.describe ? `"${query.describe}"` : query.search ? `Name: ${query.search}` : 'All records',
    ...query.state,
    ...query.type.map((type) => type.replace(/\b\w/g, (letter) => letter.toUpperCase())),
    advanced ? `${advanced} advanced filter${advanced === 1 ? '' : 's'}` : '',
    TAB_NAMES[query.tab],
  ];
  return parts.filter(Boolean).join(' · ');
}
