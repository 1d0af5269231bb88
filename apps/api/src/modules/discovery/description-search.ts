import type { DatasetReply, DatasetSearch, Investor } from '@dealscout/domain';
import type { Database } from '../../db/client.js';
import { candidateIndex } from '../florence/candidate-cache.js';
import type { CandidateIndex } from '../florence/engine/index.js';
import { terms } from '../florence/engine/text.js';
import { descriptionMatchers, readDescription } from './description-filters.js';
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
  return { matches, query: new Map(), expanded: new Map() };
}

export type DescribedSearch = DatasetSearch & { describe: string };

/**
 * Every match of a description search over the engine's cached index: the chips it read, and its
 * ranking, or (none of its words known, or nothing matched) the words to search by name and full text
 * instead (`fallbackWords`). The search's pages and the saved searches' alerts both start here.
 */
export async function describedMatches(db: Database, query: DescribedSearch) {
  const index = await candidateIndex(db);
  const { query: words, chips } = readDescription(query.describe, matchersFor(index), query.describe_off);
  const description = { query: words, chips };
  const keep = keptRows(index, query, chips);
  const ranked =
    terms(words).length || !words
      ? words
        ? rankByDescription(index, words, keep, chips.map((chip) => `${chip.words} ${chip.value}`).join(' '))
        : bySize(index, keep)
      : null;
  const ranking = !ranked || (ranked.matches.length === 0 && words) ? null : ranked;
  return { index, description, ranking, fallbackWords: words.slice(0, 200) };
}

/**
 * A description search (GET /api/dataset?describe=...): the filters the description names read as
 * chips, the rows the query's filters and the chips keep ranked by meaning and text over the whole
 * profile (description-rank.ts), in memory over the engine's cached index. The reply has the
 * dataset search's shape, each row with the words of its profile that matched, and the chips.
 * `fallback`: the name and full-text search of the words, for a description none of whose words the
 * dataset or the word vectors know (it still gets the best text matches there are).
 */
export async function searchByDescription(
  db: Database,
  query: DescribedSearch,
  fallback: (words: string) => Promise<Omit<DatasetReply, 'remaining_trial'>>,
): Promise<Omit<DatasetReply, 'remaining_trial'>> {
  const { index, description, ranking, fallbackWords } = await describedMatches(db, query);
  if (!ranking) return { ...(await fallback(fallbackWords)), description };
  const page = sorted(index, ranking.matches, query.sort, query.offset + query.limit).slice(query.offset);
  const data = page.map(({ row, score }) => {
    const candidate = index.candidates[row]!;
    const investor: Investor = candidate.investor;
    return { ...investor, score: Math.round(100 * score), matched_words: matchedWords(ranking, candidate) };
  });
  return { data, total: ranking.matches.length, total_capped: false, description };
}
