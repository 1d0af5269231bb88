import type { DatasetSearch, Investor } from '@dealscout/domain';
import { and, arrayOverlaps, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { investors } from '../../db/schema/index.js';
import { datasetConditions } from '../investors/index.js';
import { bestTextMatches, BUCKETS, chosenInvestors, sizePrior, words } from '../investor-index/index.js';
import type { DescriptionChip } from './description-filters.js';

/** How many candidates each part of a description search's pool brings (the parts overlap). */
export interface DescriptionPoolSizes {
  /** The best by text match of the description's words (PostgreSQL's ts_rank). */
  text: number;
  /** The largest companies, whatever their text: a search of filters alone lists them, and size weighs in every score. */
  largest: number;
  /** The text matches ranked at most (ts_rank reads each match's whole document). */
  matches: number;
}

export const DESCRIPTION_POOL: DescriptionPoolSizes = { text: 5_000, largest: 1_000, matches: 30_000 };

/** The chips as SQL, as description-keep.ts reads them: values of a kind are alternatives, a state and a country too. */
function chipConditions(chips: DescriptionChip[]): SQL[] {
  const of = (kind: DescriptionChip['kind']) => chips.filter((chip) => chip.kind === kind).map((chip) => chip.value);
  const [states, countries, types, sectors] = [of('state'), of('country'), of('type'), of('sector')];
  const conditions: SQL[] = [];
  if (states.length || countries.length)
    conditions.push(
      or(
        states.length ? inArray(investors.usStateFull, states) : undefined,
        countries.length ? inArray(investors.country, countries) : undefined,
      )!,
    );
  if (types.length) conditions.push(inArray(investors.type, types as Investor['type'][]));
  if (sectors.length) conditions.push(arrayOverlaps(investors.sectorFocus, sectors));
  return conditions;
}

/** The market-cap buckets by the size prior (the investor index's), largest first; null: none of them (an unknown size). */
const BY_SIZE = [...BUCKETS, null].sort((a, b) => sizePrior(b) - sizePrior(a));

/**
 * The `count` largest companies `kept` keeps: a bucket at a time, largest first (each read through the
 * market cap's index, investors_florence_prior_idx), not a sort of every kept row by size.
 */
function largest(kept: SQL, count: number): SQL {
  const buckets = BY_SIZE.map((bucket, place) => {
    const inBucket =
      bucket === null
        ? sql`(${investors.marketCap} IS NULL OR ${investors.marketCap} NOT IN (${sql.join(
            BUCKETS.map((known) => sql`${known}`),
            sql`, `,
          )}))`
        : sql`${investors.marketCap} = ${bucket}`;
    return sql`(SELECT ${investors.id} AS id, ${place}::int AS place FROM ${investors} WHERE ${kept} AND ${inBucket} LIMIT ${count})`;
  });
  return sql`SELECT id FROM (${sql.join(buckets, sql` UNION ALL `)}) AS by_size ORDER BY place LIMIT ${count}`;
}

/**
 * The candidates a description search over a large dataset ranks, chosen in the database among the rows
 * its filters and chips keep (the SQL search's own conditions, dataset-filters.ts): the best text matches
 * of the description's words (an OR query on the GIN-indexed search document) and the largest companies.
 */
export async function descriptionPool(
  db: Database,
  query: DatasetSearch,
  text: string,
  chips: DescriptionChip[],
  sizes = DESCRIPTION_POOL,
): Promise<Investor[]> {
  const kept = and(datasetConditions({ ...query, search: undefined }), ...chipConditions(chips)) ?? sql`true`;
  const described = [...new Set(words(text))];
  const textPart = described.length
    ? sql`UNION SELECT id FROM (${bestTextMatches(described, kept, { best: sizes.text, matches: sizes.matches })}) AS best_text`
    : sql``;
  return chosenInvestors(db, sql`SELECT id FROM (${largest(kept, sizes.largest)}) AS largest ${textPart}`);
}
