import { isEvidenceWord } from '@dealscout/domain';
import {
  cosine,
  meaningOf,
  stemOf,
  words,
  wordWeight,
  type CandidateIndex,
  type IndexedCandidate,
  type WordVectors,
} from '../../investor-index/index.js';
import type { CompanyProfile } from './company-profile.js';
import { companyAnswerTexts } from './query.js';
import type { Evidence } from './types.js';
import { CLOSE_IN_MEANING, MAX_MEANING_EVIDENCE, MEANING_EVIDENCE_WORDS } from './weights.js';

/** What the company's answers mean, read with the index's word vectors and its IDF; null without vectors. */
export function companyMeaning(profile: CompanyProfile, index: CandidateIndex): Float32Array | null {
  if (!index.vectors) return null;
  const weighted: [string, number][] = [];
  for (const { texts, weight } of companyAnswerTexts(profile)) {
    for (const text of texts) for (const word of words(text)) weighted.push([word, weight * wordWeight(index.idf, word, index.unseenIdf)]);
  }
  return meaningOf(index.vectors, weighted);
}

/** Each candidate's closeness in meaning to the company, 0..1 (the cosine; opposite meanings count as none). */
export function meaningScores(pool: IndexedCandidate[], meaning: Float32Array): Float64Array {
  return Float64Array.from(pool, (candidate) => (candidate.meaning ? Math.max(0, cosine(meaning, candidate.meaning)) : 0));
}

interface UnitWord {
  word: string;
  stem: string;
  unit: Float32Array;
}

const unitsOf = new WeakMap<WordVectors, Map<string, UnitWord | null>>();

/** A word as a unit vector with its stem, or null when the vectors do not hold it; kept per set of vectors. */
function unitWord(vectors: WordVectors, word: string): UnitWord | null {
  let units = unitsOf.get(vectors);
  if (!units) unitsOf.set(vectors, (units = new Map()));
  let known = units.get(word);
  if (known === undefined) {
    const unit = meaningOf(vectors, [[word, 1]]);
    units.set(word, (known = unit ? { word, stem: stemOf(word), unit } : null));
  }
  return known;
}

/** Known words as unit vectors, first occurrence kept, at most `limit`; stop words and generic words are no reason and are left out. */
function unitWords(vectors: WordVectors, found: Iterable<string>, limit: number): UnitWord[] {
  const out: UnitWord[] = [];
  const seen = new Set<string>();
  for (const word of found) {
    if (out.length === limit) break;
    if (seen.has(word) || !isEvidenceWord(word)) continue;
    seen.add(word);
    const unit = unitWord(vectors, word);
    if (unit) out.push(unit);
  }
  return out;
}

/** Whether two words are close enough in meaning to be cited (a run kept before this threshold may hold others). */
export function closeInMeaning(vectors: WordVectors, a: string, b: string): boolean {
  const [ours, theirs] = [unitWord(vectors, a.toLowerCase()), unitWord(vectors, b.toLowerCase())];
  return !!ours && !!theirs && cosine(ours.unit, theirs.unit) >= CLOSE_IN_MEANING;
}

const candidateWordsOf = new WeakMap<WordVectors, WeakMap<IndexedCandidate, [string, UnitWord[]][]>>();

/** The known words of a candidate's keywords and specialty as unit vectors; kept, as the lists of many companies show a candidate. */
function candidateUnitWords(vectors: WordVectors, candidate: IndexedCandidate): [string, UnitWord[]][] {
  let ofCandidate = candidateWordsOf.get(vectors);
  if (!ofCandidate) candidateWordsOf.set(vectors, (ofCandidate = new WeakMap()));
  let fields = ofCandidate.get(candidate);
  if (!fields) {
    const { investor } = candidate;
    const specialty = [investor.broad_specialty, investor.narrow_specialty, ...investor.sector_focus].filter(Boolean).join(' ');
    fields = [
      ['Keywords', unitWords(vectors, words(investor.keywords.join(' ')), MEANING_EVIDENCE_WORDS)],
      ['Specialty', unitWords(vectors, words(specialty), MEANING_EVIDENCE_WORDS)],
    ];
    ofCandidate.set(candidate, fields);
  }
  return fields;
}

/**
 * The evidence of a closeness in meaning, for candidates of one ranking: the company's words closest to
 * words of a candidate's keywords and specialty that are not the same word (those are the text match's
 * evidence), at most MAX_MEANING_EVIDENCE. The company's words are read once per ranking.
 */
export function meaningEvidenceFor(profile: CompanyProfile, index: CandidateIndex): (candidate: IndexedCandidate) => Evidence[] {
  const vectors = index.vectors;
  if (!vectors) return () => [];
  /** Each of the company's words, and the answer it first appears in. */
  const origin = new Map<string, string>();
  for (const { field, texts } of companyAnswerTexts(profile)) {
    for (const text of texts) for (const word of words(text)) if (!origin.has(word)) origin.set(word, field);
  }
  const company = unitWords(vectors, origin.keys(), MEANING_EVIDENCE_WORDS);
  // Candidates share many words ("software", "healthcare"): each word's close company words are found once a ranking.
  const closeWords = new Map<UnitWord, { companyWord: string; similarity: number }[]>();
  const closeWordsOf = (own: UnitWord) => {
    let close = closeWords.get(own);
    if (!close) {
      close = [];
      for (const theirs of company) {
        if (theirs.stem === own.stem) continue;
        const similarity = cosine(theirs.unit, own.unit);
        if (similarity >= CLOSE_IN_MEANING) close.push({ companyWord: theirs.word, similarity });
      }
      closeWords.set(own, close);
    }
    return close;
  };
  return (candidate) => {
    const pairs: { companyWord: string; word: string; field: string; similarity: number }[] = [];
    for (const [field, ownWords] of candidateUnitWords(vectors, candidate)) {
      for (const own of ownWords) {
        for (const { companyWord, similarity } of closeWordsOf(own)) pairs.push({ companyWord, word: own.word, field, similarity });
      }
    }
    pairs.sort((a, b) => b.similarity - a.similarity);
    const shown = new Set<string>();
    const evidence: Evidence[] = [];
    for (const pair of pairs) {
      if (evidence.length === MAX_MEANING_EVIDENCE) break;
      if (shown.has(pair.companyWord)) continue;
      shown.add(pair.companyWord);
      // The word itself, not the whole answer: which of its words is close is the point.
      evidence.push({
        company_field: origin.get(pair.companyWord)!,
        company_value: pair.companyWord,
        candidate_field: pair.field,
        candidate_value: pair.word,
      });
    }
    return evidence;
  };
}
