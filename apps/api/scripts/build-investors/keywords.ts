/**
 * Keywords from the company summaries by TF-IDF over the whole corpus: unigrams and two-word phrases
 * of noun-like words (stop words, boilerplate verbs, adverbs, place names and the company's own name
 * left out), at most 10 per company. Deterministic: ties go alphabetically.
 */

import { STOP_WORDS } from '@dealscout/domain';

/** Words of company profiles that name no product, market or technology, beyond the shared stop list. */
const PROFILE_WORDS = new Set(
  (
    'a about above across after again against all almost along also although always among an and another any are around as at ' +
    'be became because become been before being below between both but by can could did do does doing down during each either ' +
    'else etc every few for from further had has have having he her here hers him his how however i if in into is it its itself ' +
    'just least less like made many may might more most much must my near neither no nor not now of off on once one only onto or ' +
    'other others otherwise our out over own per rather same several she should since so some such than that the their them ' +
    'then there these they this those through throughout thus to too toward towards two three four five under until up upon ' +
    'us very via was we well were what when where whether which while who whom whose why will with within without would yet ' +
    // boilerplate of company profiles
    'company companies corporation corp inc incorporated ltd limited llc plc group holding holdings co subsidiary subsidiaries ' +
    'provides provide provided providing offers offer offered offering operates operate operated operating engages engaged ' +
    'engage develops develop developed designs design designed manufactures manufacture manufactured markets marketed sells sell ' +
    'sold serves serve served distributes distribute distributed include includes including included comprises comprising ' +
    'focuses focused focus intends intend seeks seek aims aim known formerly founded headquartered based located name changed ' +
    'segment segments product products service services solution solutions business businesses customers customer clients client ' +
    'various range primarily principally approximately addition additionally related certain together worldwide internationally ' +
    'international globally global united states america american north south east west new primary significant well-known ' +
    'through also firm firms type types variety wide broad number list total approximately year years since operations ' +
    'portfolio owns own owned areas area activities activity industry industries market markets sector sectors ' +
    // verbs and vague words the profiles use often
    'produce produces producing process processes sends sending enter enters enable enables enabling connect connecting ' +
    'acquire acquires acquiring represent represents invest invests investing manage manages managing generate generates ' +
    'conduct conducts develops developing effect effecting effects similar inside bound separate reliable safe net pro open ' +
    'play loads com www series world largest leading leader integral component operation general diverse diversified end ' +
    'users user help helps allow allows support supports supporting use uses using make makes making hold holds ' +
    'expected plans plan currently engage approach capabilities access focus key major small large medium'
  ).split(/\s+/),
);

export interface KeywordDocument {
  summary: string;
  /** Words of the company's name and of places (its city, state, country): never keywords. */
  exclude: readonly string[];
  /** Names of the company's industries (GICS, Yahoo, NAICS): terms for a summary too short to give enough of its own. */
  industries?: readonly string[];
}

/** Sentences that tell history or place, not what the company does. */
const ASIDE =
  /\b(founded in|incorporated in|headquartered in|based in|formerly known as|changed its name|was founded|is a subsidiary of)\b/i;

function clauses(summary: string): string[] {
  return summary
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.slice(0, sentence.search(ASIDE) >>> 0))
    .flatMap((sentence) => sentence.split(/[,;:()."“”!?/]+|\s-\s|\band\b|\bor\b/i));
}

const isNounLike = (word: string) =>
  word.length >= 3 &&
  word.length <= 30 &&
  !STOP_WORDS.has(word) &&
  !PROFILE_WORDS.has(word) &&
  !/ly$/.test(word) &&
  !/^\d/.test(word) &&
  !(word.length > 4 && /[^e]ed$/.test(word));

/** The candidate terms of one summary with their counts. */
function termsOf(document: KeywordDocument): Map<string, number> {
  const excluded = new Set(document.exclude.flatMap((text) => text.toLowerCase().split(/[^a-z0-9&-]+/)));
  const counts = new Map<string, number>();
  const add = (term: string) => counts.set(term, (counts.get(term) ?? 0) + 1);
  for (const clause of clauses(document.summary)) {
    const words = clause
      .toLowerCase()
      .replace(/[’']s\b/g, '')
      .split(/[^a-z0-9-]+/)
      .map((word) => word.replace(/^-+|-+$/g, ''))
      .filter(Boolean);
    let previous: string | null = null;
    for (const word of words) {
      const usable = isNounLike(word) && !excluded.has(word);
      if (usable) {
        add(word);
        if (previous) add(`${previous} ${word}`);
      }
      previous = usable ? word : null;
    }
  }
  return counts;
}

export const KEYWORDS_PER_COMPANY = 10;
/** Fewer than this from a summary and its industries' names fill in. */
export const MIN_KEYWORDS = 5;
const PHRASE_BOOST = 1.5;

const MONTHS = 'january february march april may june july august september october november december';

/**
 * Up to ten keywords per document, in the order of their TF-IDF weight. `places`: names of countries and
 * regions, whose words are never keywords.
 */
export function extractKeywords(documents: readonly KeywordDocument[], places: readonly string[]): string[][] {
  const everywhere = [...places, MONTHS];
  const termCounts = documents.map((document) => termsOf({ ...document, exclude: [...document.exclude, ...everywhere] }));
  const documentFrequency = new Map<string, number>();
  for (const counts of termCounts) for (const term of counts.keys()) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  const total = documents.length;
  // A term in one summary only is usually a brand or a proper name; one in most summaries says nothing.
  const useful = (frequency: number) => frequency >= 2 && frequency <= total * 0.3;

  const weighOf = (counts: Map<string, number>) => (term: string) => {
    const frequency = documentFrequency.get(term)!;
    return counts.get(term)! * Math.log(total / frequency) * (term.includes(' ') ? PHRASE_BOOST : 1);
  };

  return termCounts.map((counts, at) => {
    const weight = weighOf(counts);
    const best = (terms: string[]) =>
      terms.map((term) => ({ term, weight: weight(term) })).sort((a, b) => b.weight - a.weight || a.term.localeCompare(b.term));
    const chosen: string[] = [];
    const choose = (terms: readonly string[], { overlapping = false } = {}) => {
      for (const term of terms) {
        if (chosen.length === KEYWORDS_PER_COMPANY) return;
        const words = term.split(' ');
        // Keep either a phrase or its words, not both (industry names, which overlap by nature, only differ).
        const taken = overlapping ? chosen.includes(term) : chosen.some((other) => other.split(' ').some((word) => words.includes(word)));
        if (!taken) chosen.push(term);
      }
    };
    choose(best([...counts.keys()].filter((term) => useful(documentFrequency.get(term)!))).map(({ term }) => term));
    if (chosen.length < MIN_KEYWORDS && documents[at]!.summary) {
      const industries = industryTerms(documents[at]!.industries ?? []).filter((term) => !chosen.includes(term));
      choose(industries.slice(0, MIN_KEYWORDS - chosen.length), { overlapping: true });
    }
    return chosen;
  });
}

/** "Software - Application", "Health Care Equipment & Supplies": the phrases of industry names, stop words left out. */
export function industryTerms(names: readonly string[]): string[] {
  return names
    .flatMap((name) => name.toLowerCase().split(/\s*(?:&|,|\band\b|\s-\s|\(|\))\s*/))
    .map((phrase) =>
      phrase
        .split(/\s+/)
        .filter((word) => isNounLike(word))
        .join(' '),
    )
    .filter((phrase, at, all) => phrase && all.indexOf(phrase) === at);
}
