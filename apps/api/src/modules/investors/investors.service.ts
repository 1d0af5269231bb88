import { countsInvestorSearches, type DatasetReply, type DatasetSearch } from '@dealscout/domain';
import { and, asc, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { investors, investorTotal } from '../../db/schema/index.js';
import type { ActorContext } from '../../platform/request-context.js';
import { visibleCompany } from '../companies/index.js';
import { fitCandidates, fitProfileOf, fitScore, textRelevance } from './company-fit.js';
import { candidatePage, nameCandidates, type CandidatePick } from './dataset-ranking.js';
import { cappedCount, searchesAreCapped, totalOf } from './dataset-total.js';
import { containing, datasetConditions, startingWith, textQuery } from './dataset-filters.js';
import { chargeSearch, type TrialAccount } from './free-trial.js';
import { databaseFor } from './dataset-plans.js';
import { presentInvestor } from './investor-row.js';
import { inTransaction } from '../../db/transaction.js';

const { searchVector: _searchVector, searchHead: _searchHead, ...listedColumns } = getTableColumns(investors);

/** Every row of a text search matches somewhere; one that matches in its description only scores this. */
const DESCRIPTION_ONLY = 0.25;
const HEAD_MATCH_FLOOR = 0.3;

/** Legal forms a company name may end with: 'Apple Inc.' is the company named 'Apple'. */
const LEGAL_FORM = '(inc|incorporated|corp|corporation|co|company|ltd|limited|llc|plc|lp|l\\.p|sa|nv|ag|se)\\.?';

/** The search followed by a legal form only, as a lower-case regular expression: 'apple' matches 'apple inc.'. */
const withLegalForm = (search: string) =>
  `^${search
    .trim()
    .toLowerCase()
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')},?\\s+${LEGAL_FORM}$`;

/** The name tiers of a search: the exact name, the name and its legal form, a name starting with it. */
const nameIs = (search: string) => ({
  exact: sql`lower(${investors.companyName}) = lower(${search})`,
  legalForm: sql`lower(${investors.companyName}) ~ ${withLegalForm(search)}`,
  prefix: sql`${investors.companyName} ILIKE ${startingWith(search)}`,
});

/**
 * How well a row matches the search box, 0..1: a name match first (exact, the name and its legal form,
 * prefix, contains), then the rank of its name and keywords, then DESCRIPTION_ONLY. Most rows of a broad word match in their
 * description only, so one substring test settles the name before the finer ones, and ts_rank runs
 * only for rows whose name or keywords match.
 */
function queryRelevance(query: DatasetSearch): SQL | null {
  const words = textQuery(query);
  if (!words) return null;
  // A subquery: computed once per statement, also under a plan made without the words (dataset-plans.ts).
  const tsquery = sql`(SELECT ${words})`;
  const is = query.search ? nameIs(query.search) : null;
  const name = is
    ? sql`WHEN ${investors.companyName} ILIKE ${containing(query.search!)} THEN (CASE
        WHEN ${is.exact} THEN 1.0
        WHEN ${is.legalForm} THEN 0.98
        WHEN ${is.prefix} THEN 0.95
        ELSE 0.85 END)`
    : sql``;
  return sql`(CASE ${name}
    WHEN ${investors.searchHead} @@ ${tsquery} THEN greatest(${HEAD_MATCH_FLOOR}::float8, ${textRelevance(tsquery)})
    ELSE ${DESCRIPTION_ONLY}::float8 END)`;
}

/** With a company selected, the fit of every row that is not named by the search stays under this. */
const BELOW_NAMES = 0.89;

/**
 * The score of a search box with a company selected: a row the search names (its exact name, the name
 * and its legal form, a name starting with it) ranks above every fit, as without a company ('Apple' is
 * Apple Inc. first, whatever fits the company better), a name starting with it ordered among the others
 * of its kind by fit; every other row by fit blended with the search's relevance, below them.
 */
function namesBeforeFit(search: string, fit: SQL, relevance: SQL): SQL {
  const is = nameIs(search);
  return sql`(CASE WHEN ${is.exact} THEN 1.0 WHEN ${is.legalForm} THEN 0.98
    WHEN ${is.prefix} THEN 0.9 + 0.05 * (${fit})
    ELSE ${BELOW_NAMES}::float8 * (0.75 * (${fit}) + 0.25 * ${relevance}) END)`;
}

interface Scoring {
  /** The rank score, 0..1, or null when the search ranks nothing. */
  score: SQL | null;
  /** Where the rows likely to rank first are found (dataset-ranking.ts). */
  picks: CandidatePick[];
}

/** The rank score, 0-100: the fit to the selected company (blended with the search's relevance), or the relevance alone. */
async function scoringOf(ctx: ActorContext, db: Database, query: DatasetSearch, where: SQL | undefined): Promise<Scoring> {
  const relevance = queryRelevance(query);
  const names = nameCandidates(query);
  if (!query.user_company_id) return { score: relevance, picks: names };
  const company = await visibleCompany({ db, actor: ctx.actor }, query.user_company_id);
  const profile = fitProfileOf(company.userInput);
  const fit = fitScore(profile);
  if (!fit) return { score: relevance, picks: names };
  return {
    score: !relevance ? fit : query.search ? namesBeforeFit(query.search, fit, relevance) : sql`(0.75 * (${fit}) + 0.25 * ${relevance})`,
    picks: [...names, ...fitCandidates(profile).map((pick) => ({ where: and(where, pick)! }))],
  };
}

const SORT_COLUMNS = {
  company_name: investors.companyName,
  us_state_full: investors.usStateFull,
  country: investors.country,
  type: investors.type,
  deal_count: investors.dealCount,
} as const;

function orderBy(query: DatasetSearch, score: SQL | null): SQL[] {
  const byName = [asc(investors.companyName), asc(investors.id)];
  const descending = query.sort.startsWith('-');
  const key = query.sort.replace(/^-/, '');
  if (key === 'score') return score ? [descending ? sql`score DESC` : sql`score ASC`, ...byName] : byName;
  const column = SORT_COLUMNS[key as keyof typeof SORT_COLUMNS];
  return [descending ? sql`${column} DESC NULLS LAST` : sql`${column} ASC NULLS LAST`, ...byName];
}

const unfilteredCount = (db: Database) => db.select({ total: sql<number>`${investorTotal.total}`.mapWith(Number) }).from(investorTotal);

/**
 * The statements of a search: the page of rows, and where the total comes from. A small table is
 * answered exactly: ranked by score, every match is scored and the total rides along as a window
 * count; otherwise a count of the same conditions. A large one (dataset-total.ts) counts to one past
 * the cap, and a ranked search scores candidates (dataset-ranking.ts); both are exact for a search of
 * at most TOTAL_CAP matches. With no condition the total is the maintained investor_total. Exported
 * for the bench, which times them bare.
 */
export async function searchStatements(ctx: ActorContext, db: Database, query: DatasetSearch) {
  const where = datasetConditions(query);
  const { score, picks } = await scoringOf(ctx, db, query, where);
  const ranked = score !== null && query.sort.endsWith('score');
  const capped = await searchesAreCapped(db, ctx.config.SEARCH_EXACT_UP_TO);
  const count = !where
    ? unfilteredCount(db)
    : capped
      ? cappedCount(db, where)
      : db
          .select({ total: sql<number>`count(*)::int` })
          .from(investors)
          .where(where);
  const page = (columns: { score: SQL; windowTotal: SQL }) =>
    db
      .select({
        ...listedColumns,
        score: sql<number>`${columns.score}`,
        windowTotal: sql<number | null>`${columns.windowTotal}`.mapWith(Number),
      })
      .from(
        ranked && capped
          ? candidatePage({ where, score, picks, descending: query.sort.startsWith('-'), limit: query.limit, offset: query.offset })
          : sql`${exactPage(db, query, where, score, ranked)}`,
      )
      .innerJoin(investors, sql`${investors.id} = page.id`)
      .orderBy(...orderBy(query, score));
  const rows = page({ score: sql`page.score`, windowTotal: ranked && capped ? sql`page.matched` : sql`page.window_total` });
  // A capped ranked page carries its total (the first matches it read); without a condition that is every investor.
  const countsApart = !ranked || (capped && !where);
  return { rows, count: countsApart ? count : null, countWhenEmpty: count, capped: capped && where !== undefined };
}

/** The page chosen on narrow rows (id, score, sort keys); only its rows are read whole. */
function exactPage(db: Database, query: DatasetSearch, where: SQL | undefined, score: SQL | null, windowTotal: boolean) {
  return db
    .select({
      id: investors.id,
      score: (score ? sql<number>`round(100 * (${score}))::int` : sql<number>`0`).as('score'),
      total: (windowTotal ? sql<number>`count(*) OVER ()` : sql<null>`NULL::bigint`).as('window_total'),
    })
    .from(investors)
    .where(where)
    .orderBy(...orderBy(query, score))
    .limit(query.limit)
    .offset(query.offset)
    .as('page');
}

/** A search's reply less the trial's remaining searches, which searchDataset adds. */
type SearchAnswer = Omit<DatasetReply, 'remaining_trial'>;

/**
 * How a search with `describe` is answered (discovery's description search, which this module cannot import: discovery
 * reads the dataset through it). `byWords` is the name and full-text search, for a description it cannot read.
 */
export type DescriptionSearch = (
  db: Database,
  query: DatasetSearch & { describe: string },
  byWords: (words: string) => Promise<SearchAnswer>,
) => Promise<SearchAnswer>;

async function runSearch(ctx: ActorContext, db: Database, query: DatasetSearch, byDescription: DescriptionSearch): Promise<SearchAnswer> {
  if (query.describe) {
    const described = { ...query, describe: query.describe };
    return byDescription(db, described, (words) => runSearch(ctx, db, { ...query, describe: undefined, search: words }, byDescription));
  }
  const statements = await searchStatements(ctx, db, query);
  const [rows, counted] = await Promise.all([statements.rows, statements.count]);
  // Past the last page no row carries the total.
  const total = counted ? counted[0]!.total : (rows[0]?.windowTotal ?? (rows.length ? 0 : (await statements.countWhenEmpty)[0]!.total));
  const data = rows.map(({ score: rowScore, windowTotal: _total, ...row }) => ({
    ...presentInvestor(row),
    score: Math.min(100, Math.max(0, rowScore)),
    deal_count: row.dealCount,
  }));
  return { data, ...totalOf(total, statements.capped) };
}

/**
 * GET /api/dataset (spec part 2 §2, §5, §7). A trial user's search spends one free search (free-trial.ts
 * says which requests are searches), in the same transaction as the search: a failed search spends nothing.
 * `caller`: the signed-in user's role and subscription, as read with their session; `byDescription`: how a search
 * with `describe` is answered.
 */
export async function searchDataset(
  ctx: ActorContext,
  { query, caller, byDescription }: { query: DatasetSearch; caller: TrialAccount; byDescription: DescriptionSearch },
): Promise<DatasetReply> {
  if (!countsInvestorSearches(caller)) {
    return { ...(await runSearch(ctx, databaseFor(ctx.db, query), query, byDescription)), remaining_trial: null };
  }
  return inTransaction(ctx.db, async (db) => {
    const remaining = await chargeSearch(db, ctx.actor.id, query);
    return { ...(await runSearch(ctx, db, query, byDescription)), remaining_trial: remaining };
  });
}
