import { isEvidenceWord, type Investor } from '@dealscout/domain';
import { businessLinesOf, phraseOf } from './business-lines.js';
import { stemOf, terms, words, type CandidateIndex } from '../../investor-index/index.js';
import type { CompanyProfile } from './company-profile.js';
import { lineName } from './line-name.js';
import { closeInMeaning } from './meaning.js';
import { queryOf } from './query.js';
import { bannedWordsOf, mentionsAny, quotes } from './reason-rules.js';
import type { Evidence, FactorKey, RankedCandidate } from './types.js';
import {
  LINE_CHANNEL,
  LINE_INVESTING,
  LINE_KEYWORDS,
  LINE_MATCHED_STEM,
  LINE_PROPER_STEM,
  MOST_OF_AN_ANSWER,
  NAMED_ANSWER_SHARE,
  RARE_IDF,
} from './weights.js';

/** At most this many of the company's answers are named as meeting the candidate. */
const MAX_NAMED_ANSWERS = 3;
/** An answer longer than this reads as a paragraph, not a thing a sentence can name. */
const MAX_NAMEABLE_CHARS = 60;
/** The room the candidate's line is quoted in: about a third of a reason. */
const LINE_PHRASE_CHARS = 190;
/** At most this many of the company's words the match found, or of the candidate's keywords it would bring, are named. */
const MAX_NAMED_WORDS = 2;

/** Where the candidate sits against where the company operates, as the geography factor found it. */
export type Reach = 'same state' | 'same country' | 'elsewhere' | null;

/**
 * What the reasons of one candidate are written from: the ranking's own evidence, read alongside the
 * candidate's summary (which of its businesses holds the words that matched) and the company's answers.
 */
export interface PairFacts {
  name: string;
  investor: Investor;
  profile: CompanyProfile;
  /** The candidate's business that fits, in its summary's words. */
  line: { label: string | null; subject: string | null; verb: string; phrase: string; head: string | null } | null;
  /** The company's products, services and specialties that meet it. */
  items: string[];
  /** Where none meets the line: those that meet the words the match found elsewhere in its profile. */
  alsoItems: string[];
  /** The company's words the text match found, where no answer of it is named. */
  shared: string[];
  /** Whether the line holds every shared word (else they stand elsewhere in its profile). */
  sharedInLine: boolean;
  /** A pair of different words close in meaning (the candidate's, the company's). */
  close: [string, string] | null;
  /** Candidate keywords the company does not use: what it would bring. */
  brings: string[];
  /** The company's first strength that can be named. */
  strength: string | null;
  reach: Reach;
  naics: { candidate: string; company: string; digits: number } | null;
  financial: Evidence[];
  /** Its past deals most like the company (the history factor's evidence: at most three, closest first). */
  pastDeals: Evidence[];
  /** The stop-list words the match found: never named. */
  banned: Set<string>;
}

const evidenceOf = (candidate: RankedCandidate, key: FactorKey) => candidate.factors.find((factor) => factor.key === key)?.evidence ?? [];

const queries = new WeakMap<CompanyProfile, Map<string, number>>();
function queryWeights(profile: CompanyProfile) {
  let weights = queries.get(profile);
  if (!weights) queries.set(profile, (weights = queryOf(profile).weights));
  return weights;
}

const propers = new WeakMap<CompanyProfile, Set<string>>();
/**
 * Stems the company's answers write only capitalised: its own name ("Prairie Crisp Foods") and places
 * ("Iowa"). They say who and where, not what it does, so they do not pick the candidate's line.
 */
function properStems(profile: CompanyProfile): Set<string> {
  let stems = propers.get(profile);
  if (stems) return stems;
  const texts = [profile.description, ...profile.services, ...profile.products, ...profile.specialties, ...profile.strengths];
  const lowerCase = new Set(texts.flatMap((text) => text.match(/(?<![.!?]\s|^)\b[a-z][a-z0-9]+/g) ?? []).map(stemOf));
  const capitalised = profile.description.match(/\b[A-Z][a-z0-9]+/g) ?? [];
  stems = new Set([...capitalised.map(stemOf), ...profile.areas.flatMap((area) => terms(area))].filter((stem) => !lowerCase.has(stem)));
  propers.set(profile, stems);
  return stems;
}

/** The company's own form of a stem, from its answers ("orthodont" -> "orthodontics"). */
function companyWord(profile: CompanyProfile, stem: string): string | null {
  const texts = [profile.description, ...profile.services, ...profile.products, ...profile.specialties, ...profile.strengths];
  for (const text of texts) for (const word of words(text)) if (stemOf(word) === stem) return word;
  return null;
}

/**
 * The company's products, services and specialties that meet a set of stems (`meets`), the strong ones only
 * (how rare the rarest stem that meets is), at most three, none saying what another already says. An answer
 * meets only where the stems that meet say most of it, weighed by `rarity`: "pediatric" alone does not meet
 * "pediatric dentistry", "dentistry" does.
 */
function answersMeeting(
  profile: CompanyProfile,
  nameable: (text: string) => boolean,
  meets: (stem: string) => boolean,
  rarity: (stem: string) => number,
): string[] {
  const answers = [
    ...new Map([...profile.services, ...profile.products, ...profile.specialties].map((item) => [item.toLowerCase(), item])).values(),
  ]
    .filter(nameable)
    .map((item) => {
      const stems = new Set(terms(item));
      let said = 0;
      let whole = 0;
      let strength = 0;
      for (const stem of stems) {
        whole += rarity(stem);
        if (!meets(stem)) continue;
        said += rarity(stem);
        strength = Math.max(strength, rarity(stem));
      }
      return { item, stems, strength: said >= MOST_OF_AN_ANSWER * whole ? strength : 0 };
    })
    .filter((entry) => entry.strength > 0);
  const strongest = Math.max(0, ...answers.map((entry) => entry.strength));
  const kept: typeof answers = [];
  for (const entry of answers.filter((each) => each.strength >= NAMED_ANSWER_SHARE * strongest)) {
    const says = (other: typeof entry) =>
      [...entry.stems].every((stem) => other.stems.has(stem)) || [...other.stems].every((stem) => entry.stems.has(stem));
    if (kept.some(says)) continue;
    kept.push(entry);
  }
  return kept.slice(0, MAX_NAMED_ANSWERS).map((entry) => entry.item);
}

/** What an investor's summary says of the deals it does: preferred, for a fund, where the company's words meet none. */
const INVESTING = /\b(?:invest|buyout|acquisition|recapitali|growth capital|growth equity|middle market|lower middle)/i;

const unique = <T>(items: T[]) => [...new Set(items)];

function commonPrefix(a: string, b: string) {
  let digits = 0;
  while (digits < Math.min(a.length, b.length) && a[digits] === b[digits]) digits++;
  return digits;
}

function reachOf(candidate: RankedCandidate): Reach {
  const factor = candidate.factors.find((item) => item.key === 'geography');
  if (!factor) return null;
  const field = factor.evidence[0]?.candidate_field;
  if (field === 'Headquarters state') return 'same state';
  if (field === 'Headquarters country') return 'same country';
  return 'elsewhere';
}

/** The facts of a candidate's reasons, all of them from its ranking, its profile and the company's answers. */
export function pairFacts(candidate: RankedCandidate, profile: CompanyProfile, index?: CandidateIndex): PairFacts {
  const { investor } = candidate;
  const banned = bannedWordsOf(candidate);
  const bannedStems = new Set([...banned].map(stemOf));
  const isBanned = (text: string) => mentionsAny(text, banned);
  const nameable = (text: string) => !isBanned(text) && text.length <= MAX_NAMEABLE_CHARS && !quotes(text, profile.description);
  // A run kept before issue 40 may hold generic words and loose pairs in its evidence: they are not cited.
  const citable = (item: Evidence) => isEvidenceWord(item.company_value) && isEvidenceWord(item.candidate_value);
  const textEvidence = evidenceOf(candidate, 'text').filter(citable);
  const vectors = index?.vectors;
  const meaningEvidence = evidenceOf(candidate, 'meaning').filter(
    (item) => citable(item) && (!vectors || closeInMeaning(vectors, item.company_value, item.candidate_value)),
  );
  const matchedStems = new Set(
    [...textEvidence, ...meaningEvidence].map((item) => stemOf(item.candidate_value)).filter((stem) => !bannedStems.has(stem)),
  );
  const query = queryWeights(profile);
  const proper = properStems(profile);
  // A rare word says more of a business than a common one ("dental" against "general"): the dataset's IDF.
  const rarity = (stem: string) => (index ? (index.idf.get(stem) ?? 0) : 1);
  const weight = (stem: string) =>
    bannedStems.has(stem)
      ? 0
      : ((matchedStems.has(stem) ? LINE_MATCHED_STEM : 0) + (query.get(stem) ?? 0)) *
        rarity(stem) *
        (proper.has(stem) ? LINE_PROPER_STEM : 1);

  const lines = businessLinesOf(investor);
  const investing = investor.type !== 'corporation';
  const ranked = lines
    .map((line, at) => ({
      line,
      at,
      score:
        ([...line.stems].reduce((sum, stem) => sum + weight(stem), 0) + (investing && INVESTING.test(line.object) ? LINE_INVESTING : 0)) *
        (line.verb === 'works in' ? LINE_KEYWORDS : line.channel ? LINE_CHANNEL : 1),
    }))
    .sort((a, b) => b.score - a.score || a.at - b.at);
  let line: PairFacts['line'] = null;
  for (const { line: best } of ranked) {
    const phrase = phraseOf(best, weight, isBanned, LINE_PHRASE_CHARS);
    if (!phrase || quotes(phrase, profile.description)) continue;
    line = { label: best.label, subject: best.subject, verb: best.verb, phrase, head: lineName(phrase) };
    break;
  }
  const lineStems = new Set(line ? terms(`${line.label ?? ''} ${line.phrase}`) : []);
  const items = answersMeeting(profile, nameable, (stem) => !bannedStems.has(stem) && lineStems.has(stem), rarity);
  // Named apart from the line only on a word rare enough to say something ("dental", not "general").
  const alsoItems = items.length
    ? []
    : answersMeeting(
        profile,
        nameable,
        (stem) => !bannedStems.has(stem) && matchedStems.has(stem) && (!index || rarity(stem) >= RARE_IDF),
        rarity,
      );
  const shared = unique(
    textEvidence
      .map((item) => companyWord(profile, stemOf(item.candidate_value)) ?? item.candidate_value.toLowerCase())
      .filter(
        (word) =>
          isEvidenceWord(word) && !proper.has(stemOf(word)) && !mentionsAny(word, banned) && (!index || rarity(stemOf(word)) >= RARE_IDF),
      ),
  )
    .sort((a, b) => rarity(stemOf(b)) - rarity(stemOf(a)))
    .slice(0, MAX_NAMED_WORDS);
  const closePair = meaningEvidence.find(
    (item) =>
      item.company_field !== 'Company strengths' &&
      !banned.has(item.candidate_value.toLowerCase()) &&
      !banned.has(item.company_value.toLowerCase()),
  );
  const description = investor.description ?? '';
  // A keyword its summary only ever writes capitalised is a brand or a name ("samuel", "pepsi"): not a line of business.
  const isName = (keyword: string) =>
    new RegExp(`\\b${keyword.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i').test(description) && !description.includes(keyword);
  // Its rarest keywords the company does not use: what it does that the company does not ("urology", not "practitioners").
  const brings = unique(
    investor.keywords.filter(
      (keyword) =>
        nameable(keyword) &&
        !isName(keyword) &&
        words(keyword).some(isEvidenceWord) &&
        terms(keyword).length > 0 &&
        terms(keyword).every((stem) => !query.has(stem) && !lineStems.has(stem)),
    ),
  )
    .map((keyword, at) => ({ keyword, at, rarity: Math.max(...terms(keyword).map(rarity)) }))
    .sort((a, b) => b.rarity - a.rarity || a.at - b.at)
    .slice(0, MAX_NAMED_WORDS)
    .map((entry) => entry.keyword);
  const naicsEvidence = evidenceOf(candidate, 'industry').find((item) => item.company_field === 'NAICS industry');
  return {
    name: investor.company_name,
    investor,
    profile,
    line,
    items,
    alsoItems,
    shared,
    sharedInLine: shared.every((word) => lineStems.has(stemOf(word))),
    close: closePair ? [closePair.candidate_value.toLowerCase(), closePair.company_value.toLowerCase()] : null,
    brings,
    strength: profile.strengths.find((strength) => nameable(strength)) ?? null,
    reach: reachOf(candidate),
    naics: naicsEvidence
      ? {
          candidate: naicsEvidence.candidate_value,
          company: naicsEvidence.company_value,
          digits: commonPrefix(naicsEvidence.candidate_value, naicsEvidence.company_value),
        }
      : null,
    financial: evidenceOf(candidate, 'financial'),
    pastDeals: evidenceOf(candidate, 'history'),
    banned,
  };
}
