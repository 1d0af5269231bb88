import { sliderToMillions, SLIDER_MAX, SLIDER_MIN, usStateName, type AdvancedSearch, type DatasetSearch } from '@dealscout/domain';
import { and, arrayOverlaps, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { investors, investorTab } from '../../db/schema/index.js';

/** The user's text for LIKE, with their own % and _ taken literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);
export const containing = (text: string) => `%${literal(text)}%`;
export const startingWith = (text: string) => `${literal(text)}%`;

/** The query's words as a tsquery: the search box (web-search syntax: quotes, OR, -word) and the keywords (any of them). */
export function textQuery(query: DatasetSearch): SQL | null {
  const parts: SQL[] = [];
  if (query.search) parts.push(sql`websearch_to_tsquery('english', ${query.search})`);
  for (const keyword of query.advanced_search?.keywords ?? []) parts.push(sql`plainto_tsquery('english', ${keyword})`);
  return parts.length ? sql.join(parts, sql` || `) : null;
}

const RANGE_COLUMNS = {
  ebitda: investors.preferredEbitda,
  revenue: investors.preferredRevenue,
  ev: investors.preferredEv,
  equity_investment: investors.typicalEquityInvestments,
} as const;

function rangeConditions(advanced: AdvancedSearch): SQL[] {
  const conditions: SQL[] = [];
  for (const [key, column] of Object.entries(RANGE_COLUMNS)) {
    const range = advanced[key as keyof typeof RANGE_COLUMNS];
    if (!range) continue;
    const [low, high] = range;
    if (low > SLIDER_MIN) conditions.push(gte(column, sliderToMillions(low)));
    if (high < SLIDER_MAX) conditions.push(lte(column, sliderToMillions(high)));
  }
  return conditions;
}

/**
 * The WHERE of a dataset search (spec part 2 §5): the tab, the state and type filters (when any is
 * chosen), the search box (name contains it, or the full text matches), and the advanced filters.
 */
export function datasetConditions(query: DatasetSearch): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.tab === 'companies') conditions.push(sql`${investors.type} = 'corporation'`);
  if (query.tab === 'investors') conditions.push(investorTab);
  if (query.type.length) conditions.push(inArray(investors.type, query.type));
  // The state select may send names or two-letter codes.
  if (query.state.length)
    conditions.push(
      inArray(
        investors.usStateFull,
        query.state.map((state) => usStateName(state) ?? state),
      ),
    );
  if (query.search) {
    conditions.push(
      or(
        sql`${investors.companyName} ILIKE ${containing(query.search)}`,
        sql`${investors.searchVector} @@ websearch_to_tsquery('english', ${query.search})`,
      ),
    );
  }
  const advanced = query.advanced_search;
  if (advanced?.keywords?.length) {
    const anyKeyword = sql.join(
      advanced.keywords.map((keyword) => sql`plainto_tsquery('english', ${keyword})`),
      sql` || `,
    );
    conditions.push(sql`${investors.searchVector} @@ (${anyKeyword})`);
  }
  if (advanced?.naics?.length) conditions.push(or(...advanced.naics.map((code) => sql`${investors.naics} LIKE ${`${code}%`}`)));
  if (advanced?.sectors?.length) conditions.push(arrayOverlaps(investors.sectorFocus, advanced.sectors));
  if (advanced) conditions.push(...rangeConditions(advanced));
  if (advanced?.acquired_within_years)
    conditions.push(
      sql`${investors.dealCount} > 0 AND ${investors.lastAcquisitionOn} >= current_date - make_interval(years => ${advanced.acquired_within_years})`,
    );
  return and(...conditions);
}
