import {
  bm25,
  type CandidateIndex,
  expandQuery,
  type IndexedCandidate,
  meaningOf,
  RM3,
  terms,
  words,
  wordWeight,
} from '../investor-index/index.js';
import { askedRoles, roleValue, withoutRoleWords } from './description-role.js';
import { ownWords } from './profile-words.js';
import { closenessTo, rolesOf, searchIndexOf } from './search-index.js';

/**
 * How the witnesses weigh: the words the profile shares with the description (BM25F with RM3
 * feedback) and what the profile means next to what the description means (word vectors), in
 * Florence's balance (text 0.45, meaning 0.5); and the company's size (the engine's prior by market
 * cap), a fifth of that: among companies that match alike, the larger is the one a reader more likely
 * means ("soft drinks": Coca-Cola before a bottler), while a clear match of a small one still ranks first;
 * and, when the description names a place in the supply chain ("manufacturer", "distributor", "retailer"),
 * whether the row is in it (description-role.ts), as much as size: the food makers of "frozen food
 * manufacturer" before the grocers and distributors whose profiles say "frozen food" as often.
 */
export const DESCRIPTION_WEIGHTS = { text: 0.45, meaning: 0.5, size: 0.2, role: 0.2 };

/**
 * The relevance floor: a row matches when the description's own words it holds carry at least
 * WORDS_HELD of their weight (each word by its IDF: the rare, telling words count most), or it means
 * nearly what the closest row means (CLOSE_MEANING). A row sharing one common word is not a match.
 */
const WORDS_HELD = 0.5;
const CLOSE_MEANING = 0.9;

export interface DescribedMatch {
  row: number;
  /** 0..1 */
  score: number;
}

export interface DescriptionRanking {
  /** Every match, in no order (bestFirst() orders the ones a page needs). */
  matches: DescribedMatch[];
  /** The description's own terms (stems), for the evidence. */
  query: Map<string, number>;
  /** The query with the words feedback added. */
  expanded: Map<string, number>;
  /** How many matches hold the description's words (the others only mean nearly what it means). */
  held: number;
}

/** The description's terms as a BM25 query: each distinct term once. */
export const descriptionQuery = (text: string) => new Map(terms(text).map((term) => [term, 1]));

/** The `count` rows of highest score among `rows`. */
function best(rows: number[], scores: Float64Array, count: number) {
  return [...rows].sort((a, b) => scores[b]! - scores[a]!).slice(0, count);
}

/**
 * The rows `keep` allows that match a description (above the relevance floor), scored 0..1 by
 * DESCRIPTION_WEIGHTS: the text score relative to the best (square-rooted, as Florence's: a fair match
 * stays in reach), the closeness in meaning relative to the closest, the size prior and the role. `filterWords`:
 * the words the description's filters were read from.
 */
export function rankByDescription(index: CandidateIndex, text: string, keep: Uint8Array, filterWords = ''): DescriptionRanking {
  const search = searchIndexOf(index);
  const asked = askedRoles(text);
  const query = descriptionQuery(asked ? withoutRoleWords(text) : text);
  const first = bm25(index, query, keep);
  const feedback = best(first.touched, first.scores, RM3.documents).map((row) => ({
    candidate: index.candidates[row]!,
    score: first.scores[row]!,
  }));
  const expanded = expandQuery(index, query, feedback);
  // The filters' words ("Texas") left the query: every kept row holds them, so feedback must not bring them back.
  for (const term of terms(filterWords)) if (!query.has(term)) expanded.delete(term);
  const { scores } = bm25(index, expanded, keep);
  let top = 1e-9;
  for (const score of scores) if (score > top) top = score;

  const weighted: [string, number][] = words(text).map((word) => [word, wordWeight(index.idf, word, index.unseenIdf)]);
  const meaning = index.vectors ? meaningOf(index.vectors, weighted) : null;
  const closeness = meaning ? closenessTo(search, meaning, keep) : null;
  let closest = 1e-9;
  for (const value of closeness ?? []) if (value > closest) closest = value;

  const ownTerms = [...query.keys()].map((term) => [term, index.idf.get(term) ?? 0] as const).filter(([, idf]) => idf > 0);
  const weights = DESCRIPTION_WEIGHTS;
  const total = weights.text + weights.size + (closeness ? weights.meaning : 0) + (asked ? weights.role : 0);
  const roles = asked ? rolesOf(index) : null;
  const matches: DescribedMatch[] = [];
  let held = 0;
  for (let row = 0; row < keep.length; row++) {
    if (!keep[row]) continue;
    const near = closeness ? closeness[row]! / closest : 0;
    const holds = first.scores[row]! > 0 && heldShare(index, ownTerms, row) >= WORDS_HELD;
    if (!holds && near < CLOSE_MEANING) continue;
    if (holds) held++;
    const role = roles ? weights.role * roleValue(asked, roles[row]!) : 0;
    const score =
      (weights.text * Math.sqrt(scores[row]! / top) + weights.meaning * near + weights.size * search.sizes[row]! + role) / total;
    matches.push({ row, score });
  }
  return { matches, query, expanded, held };
}

/** The share of the description's terms' weight (IDF) a row's profile holds, 0..1. */
function heldShare(index: CandidateIndex, ownTerms: readonly (readonly [string, number])[], row: number): number {
  const { weights } = index.candidates[row]!;
  let held = 0;
  let total = 0;
  for (const [term, idf] of ownTerms) {
    total += idf;
    if (weights.has(term)) held += idf;
  }
  return total > 0 ? held / total : 0;
}

const collator = new Intl.Collator('en');

/**
 * The first `count` matches, best first, ties by name: only those scoring at least the count-th best
 * score are sorted (a numeric sort of the scores finds it), not every match of a large table.
 */
export function bestFirst(index: CandidateIndex, matches: DescribedMatch[], count: number): DescribedMatch[] {
  let kept = matches;
  if (matches.length > count) {
    const scores = Float64Array.from(matches, (match) => match.score).sort();
    const threshold = scores[scores.length - count]!;
    kept = matches.filter((match) => match.score >= threshold);
  }
  const name = (match: DescribedMatch) => index.candidates[match.row]!.investor.company_name;
  return kept.sort((a, b) => b.score - a.score || collator.compare(name(a), name(b))).slice(0, count);
}

/**
 * The words of a profile that matched, as the profile writes them: the description's own words first,
 * then those feedback added that the profile's keywords or specialty hold (what it does, not its name
 * or the asides of its description), the strongest first; at most `limit`.
 */
export function matchedWords(ranking: DescriptionRanking, candidate: IndexedCandidate, limit = 6): string[] {
  const direct = [...ranking.query.keys()].filter((stem) => candidate.weights.has(stem));
  const said = (stem: string) => ['keywords', 'specialty'].includes(candidate.fields.get(stem) ?? '');
  const added = [...ranking.expanded]
    .filter(([stem]) => !ranking.query.has(stem) && candidate.weights.has(stem) && said(stem))
    .sort((a, b) => b[1] - a[1])
    .map(([stem]) => stem);
  return ownWords(candidate.investor, [...direct, ...added], limit);
}
