import type { DatasetReply, DatasetSearch, Investor } from '@dealscout/domain';
import type { Database } from '../../db/client.js';
import { builtStatistics, candidateIndex, type CandidateIndex, indexOfChosen, preselecting, terms } from '../investor-index/index.js';
import { totalOf } from '../investors/index.js';
import { datasetCountries } from './dataset-countries.js';
import { descriptionMatchers, readDescription } from './description-filters.js';
import { descriptionPool } from './description-pool.js';
import { keptRows } from './description-keep.js';
import { bestFirst, matchedWords, rankByDescription, type DescribedMatch, type DescriptionRanking } from './description-rank.js';
import { searchIndexOf } from './search-index.js';

const matchersOf = new WeakMap<CandidateIndex, ReturnType<typeof descriptionMatchers>>();

/** The description patterns of an index: its investors' countries. */
function matchersFor(index: CandidateIndex) {
  let matchers = matchersOf.get(index);
  if (!matchers) {
    const countries = index.candidates.map((candidate) => candidate.investor.country).filter((country): country is string => !!country);
    matchersOf.set(index, (matchers = descriptionMatchers(countries)));
  }
  return matchers;
}

const collator = new Intl.Collator('en');
const COLUMNS = { company_name: 'company_name', us_state_full: 'us_state_full', country: 'country', type: 'type' } as const;

/** The first `count` matches in the query's order: by score, or by a column (empty last), then by name. */
function sorted(index: CandidateIndex, matches: DescribedMatch[], sort: DatasetSearch['sort'], count: number): DescribedMatch[] {
  const descending = sort.startsWith('-');
  const key = sort.replace(/^-/, '');
  if (sort === '-score') return bestFirst(index, matches, count);
  if (key === 'score') return bestFirst(index, matches, matches.length).reverse().slice(0, count);
  const column = COLUMNS[key as keyof typeof COLUMNS];
  const value = (match: DescribedMatch) => index.candidates[match.row]!.investor[column];
  const name = (match: DescribedMatch) => index.candidates[match.row]!.investor.company_name;
  return [...matches]
    .sort((a, b) => {
      const [x, y] = [value(a), value(b)];
      if (x === null || y === null) return x === y ? collator.compare(name(a), name(b)) : x === null ? 1 : -1;
      return (descending ? collator.compare(y, x) : collator.compare(x, y)) || collator.compare(name(a), name(b));
    })
    .slice(0, count);
}

/** Only filters named, no words to rank by: every kept row, the largest companies first. */
function bySize(index: CandidateIndex, keep: Uint8Array): DescriptionRanking {
  const { sizes } = searchIndexOf(index);
  const matches: DescribedMatch[] = [];
  for (let row = 0; row < keep.length; row++) if (keep[row]) matches.push({ row, score: sizes[row]! });
  return { matches, query: new Map(), expanded: new Map(), held: matches.length };
}

export type DescribedSearch = DatasetSearch & { describe: string };

/**
 * The index a description search ranks and the description read: the engine's cached index of every
 * investor; above the threshold (FLORENCE_PRESELECT_ABOVE) the index of a pool chosen in the database for
 * the description and its filters (description-pool.ts), with the dataset's statistics (until they are
 * built, the pool's own), so a search never indexes the dataset. `pooled`: whether it is a pool's.
 */
async function searchedIndex(db: Database, query: DescribedSearch) {
  if (!(await preselecting(db))) {
    const index = await candidateIndex(db);
    return { index, read: readDescription(query.describe, matchersFor(index), query.describe_off), pooled: false };
  }
  const read = readDescription(query.describe, descriptionMatchers(await datasetCountries(db)), query.describe_off);
  const statistics = await builtStatistics(db);
  const pool = await descriptionPool(db, query, read.query, read.chips, statistics?.documentFrequency ?? null);
  return { index: await indexOfChosen(pool, statistics), read, pooled: true };
}

/**
 * Every match of a description search over the engine's cached index (or above the threshold a pool's):
 * the chips it read, and its ranking, or (none of its words known, or nothing matched) the words to
 * search by name and full text instead (`fallbackWords`). The search's pages and the saved searches'
 * alerts both start here. Where the places it names hold no row with its words ("dental practice
 * consolidators in Texas": no dental business is based there), the places are lifted as `describe_off`
 * lifts them, and `description.widened` names them.
 */
export async function describedMatches(db: Database, query: DescribedSearch) {
  const found = await matchesIn(db, query);
  const places = found.description.chips.filter((chip) => chip.kind === 'state' || chip.kind === 'country');
  if (!places.length || !found.description.query || (found.ranking?.held ?? 0) > 0) return found;
  const wider = await matchesIn(db, { ...query, describe_off: [...query.describe_off, ...places.map((chip) => chip.key)] });
  if (!wider.ranking?.held) return found;
  return { ...wider, description: { ...wider.description, widened: places } };
}

async function matchesIn(db: Database, query: DescribedSearch) {
  const { index, read, pooled } = await searchedIndex(db, query);
  const { query: words, chips } = read;
  const description = { query: words, chips };
  const keep = keptRows(index, query, chips);
  const ranked =
    terms(words).length || !words
      ? words
        ? rankByDescription(index, words, keep, chips.map((chip) => `${chip.words} ${chip.value}`).join(' '))
        : bySize(index, keep)
      : null;
  const ranking = !ranked || (ranked.matches.length === 0 && words) ? null : ranked;
  return { index, description, ranking, fallbackWords: words.slice(0, 200), pooled };
}

/**
 * A description search (GET /api/dataset?describe=...): the filters the description names read as
 * chips, the rows the query's filters and the chips keep ranked by meaning and text over the whole
 * profile (description-rank.ts), in memory over the engine's cached index (or a pool's). The reply has the
 * dataset search's shape, each row with the words of its profile that matched, and the chips.
 * `fallback`: the name and full-text search of the words, for a description none of whose words the
 * dataset or the word vectors know (it still gets the best text matches there are).
 */
export async function searchByDescription(
  db: Database,
  query: DescribedSearch,
  fallback: (words: string) => Promise<Omit<DatasetReply, 'remaining_trial'>>,
): Promise<Omit<DatasetReply, 'remaining_trial'>> {
  const { index, description, ranking, fallbackWords, pooled } = await describedMatches(db, query);
  if (!ranking) return { ...(await fallback(fallbackWords)), description };
  const page = sorted(index, ranking.matches, query.sort, query.offset + query.limit).slice(query.offset);
  const data = page.map(({ row, score }) => {
    const candidate = index.candidates[row]!;
    const investor: Investor = candidate.investor;
    return { ...investor, score: Math.round(100 * score), matched_words: matchedWords(ranking, candidate) };
  });
  // A pool's matches are those of its few thousand candidates: past the cap, as many as the SQL search counts.
  return { data, ...totalOf(ranking.matches.length, pooled), description };
}
