import {
  industryOf,
  meaningCentreOf,
  naicsProximity,
  type CandidateIndex,
  type HistoryIndex,
  type IndexedCandidate,
} from '../../investor-index/index.js';
import { FEEDBACK } from './weights.js';

export type Verdict = 'good' | 'bad';

/** One candidate of a ranked list: its investor id and the engine's score (0..100), in the engine's order. */
export interface Listed {
  id: string;
  score: number;
}

export interface Reranked extends Listed {
  /** Its place in the list before the marks moved anything (1-based, among the candidates not hidden). */
  before: number;
}

/*
 * Relevance feedback (Rocchio): the company's query moves toward the candidates marked Good fit and away
 * from those marked Not a fit. The engine's score is the query's similarity to a candidate, so moving
 * the query adds to each candidate's score `good` times its mean similarity to the good ones and takes
 * away `bad` times its mean similarity to the rejected ones (points of 100). Similarity is read in the
 * engine's own spaces: `industry` of it in the industry (same group 1, else NAICS proximity), the rest
 * in meaning (the cosine of the profiles' word-vector means, each taken from the dataset's mean profile,
 * since every profile shares the general direction of business English). The weights are Rocchio's
 * usual 0.75 toward the good and 0.15 away from the rejected, times the 25 points a unit of meaning is
 * worth in the engine's score (FEEDBACK in weights.ts says why).
 * Where the data holds deals, a candidate whose past deals resemble those of the good ones also rises
 * (`history` of a good mark's worth, on the cosine of their centred deal histories): buyers of the same
 * kind of company are the same kind of buyer.
 */

const byIds = new WeakMap<CandidateIndex, Map<string, IndexedCandidate>>();

/** The index's candidates by investor id, built once per index. */
export function candidatesById(index: CandidateIndex): Map<string, IndexedCandidate> {
  let map = byIds.get(index);
  if (!map) byIds.set(index, (map = new Map(index.candidates.map((candidate) => [candidate.investor.id, candidate]))));
  return map;
}

/** A profile meaning less the dataset's mean, as a unit vector; null without one. */
function centred(meaning: Float32Array | null, centre: Float32Array | null): Float32Array | null {
  if (!meaning || !centre) return null;
  const out = new Float32Array(centre.length);
  let length = 0;
  for (let i = 0; i < out.length; i++) {
    out[i] = meaning[i]! - centre[i]!;
    length += out[i]! * out[i]!;
  }
  length = Math.sqrt(length);
  if (length === 0) return null;
  for (let i = 0; i < out.length; i++) out[i]! /= length;
  return out;
}

/** What the re-rank reads of a candidate: its centred meaning, its industry group and its NAICS code. */
interface Features {
  unit: Float32Array | null;
  group: string | null;
  naics: string | null;
}

const featureSets = new WeakMap<CandidateIndex, Map<IndexedCandidate, Features>>();

/** Each candidate's features, computed once per index. */
function featuresOf(index: CandidateIndex): Map<IndexedCandidate, Features> {
  let features = featureSets.get(index);
  if (!features) {
    const centre = meaningCentreOf(index);
    features = new Map(
      index.candidates.map((candidate) => [
        candidate,
        {
          unit: centred(candidate.meaning, centre),
          group: industryOf(candidate.investor),
          naics: candidate.investor.naics_six_digit_industry,
        },
      ]),
    );
    featureSets.set(index, features);
  }
  return features;
}

const dot = (a: Float32Array, b: Float32Array) => {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i]! * b[i]!;
  return sum;
};

const pastSets = new WeakMap<HistoryIndex, Map<IndexedCandidate, Float32Array | null>>();

/** Each candidate's centred deal-history meaning (null without a history), computed once per history. */
function pastOf(index: CandidateIndex, history: HistoryIndex): Map<IndexedCandidate, Float32Array | null> {
  let past = pastSets.get(history);
  if (!past) {
    const centre = meaningCentreOf(index);
    past = new Map(index.candidates.map((candidate, row) => [candidate, centred(history.byRow[row]?.meaning ?? null, centre)]));
    pastSets.set(history, past);
  }
  return past;
}

/** How alike two candidates are in industry: the same group 1, else how many NAICS digits they share. */
function industryAlike(a: Features, b: Features): number {
  if (a.group && a.group === b.group) return 1;
  return a.naics ? naicsProximity(a.naics, b.naics).value : 0;
}

/** How alike two candidates are in meaning: the cosine of their centred profiles (opposite meanings count as none). */
const meaningAlike = (a: Features, b: Features) => (a.unit && b.unit ? Math.max(0, dot(a.unit, b.unit)) : 0);

/** The mean of a group's centred meanings (Rocchio's centroid; a member without one counts as none); null when none has one. */
function centroid(group: Features[]): Float32Array | null {
  const units = group.flatMap((features) => (features.unit ? [features.unit] : []));
  if (units.length === 0) return null;
  const sum = new Float32Array(units[0]!.length);
  for (const unit of units) for (let i = 0; i < sum.length; i++) sum[i]! += unit[i]! / group.length;
  return sum;
}

/** How alike two candidates are, 0..1: the re-rank's blend of industry and meaning. */
export function similarity(a: IndexedCandidate, b: IndexedCandidate, index: CandidateIndex, weights = FEEDBACK): number {
  const features = featuresOf(index);
  const [x, y] = [features.get(a), features.get(b)];
  if (!x || !y) return 0;
  return weights.industry * industryAlike(x, y) + (1 - weights.industry) * meaningAlike(x, y);
}

/**
 * The list re-ranked by the marks: the candidates marked Not a fit leave it (`hidden`, in the engine's
 * order); every other candidate's score moves by its mean similarity to the good ones and to the rejected
 * ones, and the list is sorted again (ties keep the engine's order). Marks on candidates outside the list
 * still teach, when the index knows them. Pure: the same list, marks and index give the same order.
 */
export function rerankWithMarks(
  list: readonly Listed[],
  marks: ReadonlyMap<string, Verdict>,
  index: CandidateIndex,
  weights = FEEDBACK,
  history: HistoryIndex | null = null,
): { listed: Reranked[]; hidden: Listed[] } {
  const byId = candidatesById(index);
  const features = featuresOf(index);
  const past = history ? pastOf(index, history) : null;
  const marked: Record<Verdict, Features[]> = { good: [], bad: [] };
  const goodPast: Float32Array[] = [];
  for (const [id, verdict] of marks) {
    const candidate = byId.get(id);
    if (candidate) marked[verdict].push(features.get(candidate)!);
    const deals = candidate && past?.get(candidate);
    if (deals && verdict === 'good') goodPast.push(deals);
  }
  const centroids = { good: centroid(marked.good), bad: centroid(marked.bad) };
  const pastCentroid = centroid(goodPast.map((unit) => ({ unit, group: null, naics: null })));
  /** How alike a candidate's past deals are to the good ones' (0 where either has none). */
  const pastSimilarity = (candidate: IndexedCandidate) => {
    const deals = past?.get(candidate);
    return deals && pastCentroid ? Math.max(0, dot(deals, pastCentroid)) : 0;
  };
  /** The similarity to the marked group: in industry the mean, mark by mark; in meaning to the group's centroid (Rocchio). */
  const meanSimilarity = (candidate: Features, verdict: Verdict) => {
    const group = marked[verdict];
    const toward = centroids[verdict];
    if (group.length === 0) return 0;
    let industry = 0;
    for (const other of group) industry += industryAlike(candidate, other);
    const meaning = toward && candidate.unit ? Math.max(0, dot(candidate.unit, toward)) : 0;
    return (weights.industry * industry) / group.length + (1 - weights.industry) * meaning;
  };
  // The buyers above the last one marked were read and left unmarked: the user kept them beside the ones
  // rejected, so a rejection does not push them down (they still rise with what is marked a good fit).
  let reviewed = 0;
  list.forEach((entry, at) => {
    if (marks.has(entry.id)) reviewed = at + 1;
  });
  const hidden: Listed[] = [];
  const kept: (Reranked & { moved: number })[] = [];
  list.forEach((entry, at) => {
    const verdict = marks.get(entry.id);
    if (verdict === 'bad') {
      hidden.push(entry);
      return;
    }
    const candidate = byId.get(entry.id);
    const own = candidate && features.get(candidate);
    const shift = own
      ? weights.good * meanSimilarity(own, 'good') -
        weights.bad * meanSimilarity(own, 'bad') +
        weights.good * weights.history * pastSimilarity(candidate)
      : 0;
    const read = at < reviewed && verdict === undefined;
    kept.push({ id: entry.id, score: entry.score, before: kept.length + 1, moved: entry.score + (read ? Math.max(0, shift) : shift) });
  });
  kept.sort((a, b) => b.moved - a.moved || a.before - b.before);
  // The good marks' points are a factor of the score like the others: the total is brought back within 100.
  const scale = marked.good.length ? 1 + weights.good / 100 : 1;
  const listed = kept.map(({ id, before, moved }) => ({ id, before, score: Math.round((Math.max(0, moved) / scale) * 10) / 10 }));
  return { listed, hidden };
}
