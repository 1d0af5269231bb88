import { sliderToMillions, SLIDER_MAX, SLIDER_MIN, usStateName, type DatasetSearch, type Investor } from '@dealscout/domain';
import { type CandidateIndex, type IndexedCandidate, terms } from '../investor-index/index.js';
import type { DescriptionChip } from './description-filters.js';

type Test = (candidate: IndexedCandidate) => boolean;

const RANGES = [
  ['ebitda', 'preferred_ebitda'],
  ['revenue', 'preferred_revenue'],
  ['ev', 'preferred_ev'],
  ['equity_investment', 'typical_equity_investments'],
] as const;

/** Values of one kind are alternatives (any state of those named); kinds combine with AND, as the search's own filters. */
function chipTests(chips: DescriptionChip[]): Test[] {
  const byKind = new Map<string, Set<string>>();
  for (const chip of chips) byKind.set(chip.kind, (byKind.get(chip.kind) ?? new Set()).add(chip.value));
  const tests: Test[] = [];
  const states = byKind.get('state');
  const countries = byKind.get('country');
  // "in Texas or Canada": a state and a country named together are alternatives.
  if (states || countries)
    tests.push(({ investor }) => !!(states?.has(investor.us_state_full ?? '') || countries?.has(investor.country ?? '')));
  const types = byKind.get('type');
  if (types) tests.push(({ investor }) => types.has(investor.type));
  const sectors = byKind.get('sector');
  if (sectors) tests.push(({ investor }) => investor.sector_focus.some((sector) => sectors.has(sector)));
  return tests;
}

/**
 * The rows a description search may list, as a mask over the index's candidates: the tab, the state
 * and type filters, the advanced filters (the same rules as the SQL search, dataset-filters.ts, read in
 * memory: a keyword matches a profile holding each of its words) and the description's chips.
 */
export function keptRows(index: CandidateIndex, query: DatasetSearch, chips: DescriptionChip[]): Uint8Array {
  const tests: Test[] = [];
  if (query.tab === 'companies') tests.push(({ investor }) => investor.type === 'corporation');
  if (query.tab === 'investors') tests.push(({ investor }) => investor.type !== 'corporation');
  if (query.type.length) tests.push(({ investor }) => query.type.includes(investor.type));
  if (query.state.length) {
    const states = new Set(query.state.map((state) => usStateName(state) ?? state));
    tests.push(({ investor }) => states.has(investor.us_state_full ?? ''));
  }
  const advanced = query.advanced_search ?? {};
  if (advanced.keywords?.length) {
    const keywords = advanced.keywords.map((keyword) => terms(keyword)).filter((stems) => stems.length);
    tests.push(({ weights }) => keywords.some((stems) => stems.every((stem) => weights.has(stem))));
  }
  if (advanced.naics?.length) {
    const codes = advanced.naics;
    tests.push(({ investor }) => codes.some((code) => investor.naics_six_digit_industry?.startsWith(code) ?? false));
  }
  if (advanced.sectors?.length) {
    const sectors = new Set<string>(advanced.sectors);
    tests.push(({ investor }) => investor.sector_focus.some((sector) => sectors.has(sector)));
  }
  for (const [key, field] of RANGES) {
    const range = advanced[key];
    if (!range) continue;
    const [low, high] = range;
    const within = (value: number | null) =>
      value !== null && (low <= SLIDER_MIN || value >= sliderToMillions(low)) && (high >= SLIDER_MAX || value <= sliderToMillions(high));
    if (low > SLIDER_MIN || high < SLIDER_MAX) tests.push(({ investor }) => within(investor[field as keyof Investor] as number | null));
  }
  tests.push(...chipTests(chips));
  return Uint8Array.from(index.candidates, (candidate) => (tests.every((test) => test(candidate)) ? 1 : 0));
}
