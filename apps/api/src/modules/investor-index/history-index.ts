import type { DealKind } from '@dealscout/domain';
import { allAtOnce } from '../../platform/in-turns.js';
import type { CandidateIndex } from './candidate-index.js';
import { terms } from './text.js';
import { meaningOfRows, stemRows } from './word-vectors.js';

/** One past deal of a candidate, as the deals import stored it (issue 39). */
export interface PastDeal {
  investorId: string;
  name: string;
  /** YYYY-MM-DD, or null where the data gave none. */
  date: string | null;
  kind: DealKind;
  description: string | null;
  categories: readonly string[];
  naics: string | null;
}

/** How much a word counts by where it stands in a past deal: its categories say what the counterpart is. */
const DEAL_FIELD_WEIGHTS = { name: 1, categories: 2.5, description: 1 };

/**
 * A deal's weight halves every this many years before the newest deal of the data: what a buyer did
 * lately says more of what it buys now.
 */
export const HISTORY_HALF_LIFE_YEARS = 8;
/** A deal without a date counts as one this old: half as much as the newest. */
const UNDATED_AGE_YEARS = 8;

/** Recency-weighted deals that make a candidate fully acquisitive: about this many recent deals. */
const ACTIVE_DEALS = 3;

/** Deals of these kinds say what a candidate buys; a divestiture says what it let go. */
const BUYING: ReadonlySet<DealKind> = new Set(['acquisition', 'investment', 'other']);

/** A past deal as the engine reads it. */
export interface IndexedDeal {
  deal: PastDeal;
  year: number | null;
  /** 0..1: its recency. */
  weight: number;
  terms: Map<string, number>;
  length: number;
  meaning: Float32Array | null;
}

/** What a candidate bought, read as one profile: its deals' words weighed by recency, and what they mean. */
export interface CandidateHistory {
  deals: IndexedDeal[];
  terms: Map<string, number>;
  length: number;
  meaning: Float32Array | null;
  /** 0..1: how acquisitive it is, from its deals' count and recency. */
  activity: number;
}

/** The history of the index's candidates, by row (null: none); built once per index. */
export interface HistoryIndex {
  byRow: (CandidateHistory | null)[];
  averageLength: number;
  /** How many candidates have a history. */
  candidates: number;
}

const yearsBetween = (earlier: string, later: string) =>
  (Date.parse(`${later}T00:00:00Z`) - Date.parse(`${earlier}T00:00:00Z`)) / (365.25 * 86_400_000);

function dealTerms(deal: PastDeal): { terms: Map<string, number>; length: number } {
  const weights = new Map<string, number>();
  let length = 0;
  const fields: [string, number][] = [
    [deal.name, DEAL_FIELD_WEIGHTS.name],
    [deal.categories.join(' '), DEAL_FIELD_WEIGHTS.categories],
    [deal.description ?? '', DEAL_FIELD_WEIGHTS.description],
  ];
  for (const [text, weight] of fields)
    for (const term of terms(text)) {
      weights.set(term, (weights.get(term) ?? 0) + weight);
      length += weight;
    }
  return { terms: weights, length };
}

/** What a set of weighted terms means, with the index's word vectors and IDF (null without vectors, or no known word). */
function meaningOfTerms(index: CandidateIndex, weighted: Map<string, number>): Float32Array | null {
  if (!index.vectors) return null;
  const rows = stemRows(index.vectors);
  const pairs: [number, number][] = [];
  for (const [term, frequency] of weighted) {
    const row = rows.get(term);
    if (row !== undefined) pairs.push([row, frequency * (index.idf.get(term) ?? index.unseenIdf)]);
  }
  return meaningOfRows(index.vectors, pairs);
}

/**
 * The candidates' histories, aligned with the index's rows: each candidate's buying deals (newest first),
 * their words and meaning, weighed by recency before the newest deal of `deals`. Null when no candidate
 * of the index has a deal: the ranking is then the same as without deal data.
 */
export const indexHistory = (index: CandidateIndex, deals: readonly PastDeal[]) => allAtOnce(historySteps(index, deals));

/** indexHistory a candidate at a time (a step each), so that a server can answer requests between them (inTurns). */
export function* historySteps(index: CandidateIndex, deals: readonly PastDeal[]): Generator<void, HistoryIndex | null> {
  const byInvestor = new Map<string, PastDeal[]>();
  let newest = '';
  for (const deal of deals) {
    if (!BUYING.has(deal.kind)) continue;
    const own = byInvestor.get(deal.investorId);
    if (own) own.push(deal);
    else byInvestor.set(deal.investorId, [deal]);
    if (deal.date && deal.date > newest) newest = deal.date;
  }
  let candidates = 0;
  let lengths = 0;
  const byRow: (CandidateHistory | null)[] = [];
  for (const { investor } of index.candidates) {
    const own = byInvestor.get(investor.id);
    const history = own ? candidateHistory(index, own, newest) : null;
    byRow.push(history);
    if (!history) continue;
    candidates++;
    lengths += history.length;
    yield;
  }
  return candidates ? { byRow, averageLength: lengths / candidates, candidates } : null;
}

/** One candidate's history from its buying deals, weighed by recency before `newest`. */
function candidateHistory(index: CandidateIndex, own: readonly PastDeal[], newest: string): CandidateHistory {
  const indexed = own
    .map((deal): IndexedDeal => {
      const age = deal.date && newest ? Math.max(0, yearsBetween(deal.date, newest)) : UNDATED_AGE_YEARS;
      const words = dealTerms(deal);
      return {
        deal,
        year: deal.date ? Number(deal.date.slice(0, 4)) : null,
        weight: 0.5 ** (age / HISTORY_HALF_LIFE_YEARS),
        ...words,
        meaning: meaningOfTerms(index, words.terms),
      };
    })
    .sort((a, b) => (b.deal.date ?? '').localeCompare(a.deal.date ?? ''));
  const weighted = new Map<string, number>();
  let length = 0;
  let recent = 0;
  for (const deal of indexed) {
    for (const [term, frequency] of deal.terms) weighted.set(term, (weighted.get(term) ?? 0) + deal.weight * frequency);
    length += deal.weight * deal.length;
    recent += deal.weight;
  }
  return {
    deals: indexed,
    terms: weighted,
    length,
    meaning: meaningOfTerms(index, weighted),
    activity: 1 - Math.exp(-recent / ACTIVE_DEALS),
  };
}
