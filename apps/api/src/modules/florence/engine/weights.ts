import type { FactorKey } from './types.js';

/*
 * Every weight and threshold of the ranking, its evidence and the re-rank by marks, each with why.
 * docs/florence.md gives the figures they were chosen on. The index's own parameters (BM25, RM3, field
 * weights, the size prior, NAICS proximity, the deal history's recency) sit with the index's files.
 */

/**
 * How much each factor weighs in the score; a factor the company gave nothing for is left out. With
 * sentences the meaning factor weighs SENTENCE_WEIGHT more. Hand-set: a listwise softmax and a pairwise
 * logistic ranker over the factors, fitted on one half of dev v2 and read on the other, did no better.
 */
export const DEFAULT_WEIGHTS: Record<FactorKey, number> = {
  // What the company does against what the candidate says it does: one summary is a noisy witness.
  text: 0.45,
  // Word-vector meaning finds what is said in other words; R@50 on the first dev split held at 0.606-0.609 for 0.3-0.7.
  meaning: 0.5,
  // Larger companies buy more, about in proportion to value; raised from 0.6, rising on both halves of dev v2.
  size: 0.9,
  // Buyers at home are likelier; raised from 0.3, rising on both halves of dev v2.
  geography: 0.5,
  // A stated NAICS code is the clearest signal; the industry's pooled words find one where no single profile repeats the company's.
  industry: 0.1,
  // Horizontal deals; the dataset rarely fills the position.
  supply_chain: 0.03,
  // Only the few investors with preferred deal sizes have it.
  financial: 0.02,
  // Only for a maker or supplier of goods: the least weight that keeps every named customer out of its top 10s (0.3 left one).
  value_chain: 0.5,
  // Only where the data holds deals; hand-set from eight settings on both halves of dev v2 (1.5 and 2 did worse on both).
  history: 0.85,
};

/** The sentence encoder's part of the meaning factor, beside the word vectors': 0.2-0.5 all gained on both halves of dev v2. */
export const SENTENCE_WEIGHT = 0.3;

/** The industry factor: a stated NAICS code (its proximity) against how well the candidate's industry speaks the company's words. */
export const INDUSTRY_MIX = { naics: 0.6, vocabulary: 0.4 };
/** An industry whose vocabulary matches the company's words this well (0..1, the best 1) is cited as evidence. */
export const INDUSTRY_EVIDENCE = 0.5;
/** How many of the company's strongest words the industry's evidence quotes. */
export const INDUSTRY_EVIDENCE_WORDS = 4;

/** Headquarters in a country the company operates in, but not a state of it: at home, less near than the same state (1). */
export const SAME_COUNTRY = 0.7;

/** Another known supply-chain position than the company's: a candidate with a stated position counts a little over one without (0). */
export const OTHER_SUPPLY_CHAIN_POSITION = 0.3;

/** A company's figure this many decades (factors of ten) off a candidate's preferred deal size fits not at all. */
export const FINANCIAL_REACH_DECADES = 1;
/** A figure that fits a preferred size this well (0..1) is cited as evidence. */
export const FINANCIAL_EVIDENCE = 0.5;

/** A company under this revenue (dollars) is rarely a Mega cap's deal: the Mega caps' prior drops to the Mid caps'. */
export const SMALL_COMPANY_REVENUE = 50e6;

/**
 * A word of the company this rare in the dataset (IDF; "frozen" 4.6, "pizza" 5.8) names what it makes; a
 * commoner one ("food" 2.5, "medical" 2.2, "equipment" 1.4) names a whole sector, which retailers and
 * hospitals share with it (the value chain).
 */
export const SPECIFIC_IDF = 4;

/**
 * The history factor's parts: how close the company is to the candidate's past counterparts (text and
 * meaning, `closeness`), and how acquisitive the candidate is (`activity`), a witness of capacity beside
 * its size. Hand-set, checked on both halves of dev v2.
 */
export const HISTORY_MIX = { text: 0.5, meaning: 0.5, closeness: 0.5, activity: 0.5 };
/**
 * A past deal this close to the company (its cosine in meaning) is cited as one "like yours"; one that
 * shares a word with the company needs half of it.
 */
export const LIKE_YOURS = 0.55;
/** A past deal's text match (BM25) at which its words count as fully alike, in ordering the deals cited (beside their cosine). */
export const DEAL_TEXT_FULL_MATCH = 10;
/** At most this many past deals are named in a reason. */
export const MAX_CITED_DEALS = 3;

/**
 * Two words this close in meaning are shown as a reason. GloVe's cosine measures relatedness more than
 * sameness: "dentists"/"nurses" is 0.76 and "pediatric"/"urology" 0.69, while "lab"/"laboratory" is 0.90 and
 * "makers"/"manufacturers" 0.90; 0.8 keeps the words that say the same thing (issue 40).
 */
export const CLOSE_IN_MEANING = 0.8;
/** The company's (and each candidate field's) first words that the meaning evidence compares: a bound on its pairs. */
export const MEANING_EVIDENCE_WORDS = 30;
/** At most this many pairs of words close in meaning are cited. */
export const MAX_MEANING_EVIDENCE = 2;
/** At most this many of the company's words the candidate's profile holds are cited (the strongest). */
export const MAX_TEXT_EVIDENCE = 5;

/** How much the words of the company's strengths count against those of what it does (its description, products, services, specialties: 1). */
export const STRENGTHS_WEIGHT = 0.5;
/** A word named in several answers counts more, up to this. */
export const MAX_QUERY_WEIGHT = 3;

/**
 * Relevance feedback (Rocchio): the points of 100 a candidate gains per unit of similarity to the
 * candidates marked Good fit (`good`) and loses to those marked Not a fit (`bad`): Rocchio's usual 0.75
 * and 0.15 times the 25 points a unit of meaning is worth in the score (its weight 0.5 of about 2); a
 * rejection teaches less, since a buyer can be wrong for reasons its neighbours do not share. Similarity is
 * `industry` of the industry's and the rest of the meaning's; a candidate whose past deals resemble the
 * good ones' rises by `history` of a good mark's worth. Stronger industry weights (0.6, 0.9; good 40)
 * measured 1.01-1.05x the marked MRR, below the ceiling a re-rank on the marks can reach (1.10x).
 */
export const FEEDBACK = { good: 20, bad: 4, industry: 0.3, history: 0.5 };
/** A candidate the marks moved fewer places than this is said to stay where it was. */
export const MIN_MOVE = 3;

/*
 * The reasons: which of the candidate's business lines, and which of the company's answers, they name.
 */

/** In choosing the candidate's line, a stem the text or meaning evidence matched counts this much beside the query's own weight. */
export const LINE_MATCHED_STEM = 2;
/** A stem the company writes only capitalised (its name, its places) counts this share: it says who and where, not what. */
export const LINE_PROPER_STEM = 0.2;
/** An investor's line that says what deals it does gains this much: a fund's summary often says little else. */
export const LINE_INVESTING = 1;
/** The candidate's keywords, read as a line, count this share of a sentence of its summary, which says what it does whole. */
export const LINE_KEYWORDS = 0.3;
/** A line that says how the candidate sells (distributors, a sales force) counts this share: it names no business. */
export const LINE_CHANNEL = 0.05;
/** A chunk of a line holding this share of the best chunk's matched weight is quoted beside it. */
export const QUOTED_CHUNK_SHARE = 0.5;
/** The IDF over which a word is rare in the dataset (about one summary in twelve or fewer): only such a word is named apart from the line. */
export const RARE_IDF = 2.5;
/** The share of an answer's rarity its meeting stems must hold for the answer to be named. */
export const MOST_OF_AN_ANSWER = 0.5;
/** An answer that meets with this share of the strongest one's rarity is named beside it. */
export const NAMED_ANSWER_SHARE = 0.6;
