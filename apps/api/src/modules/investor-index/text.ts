import { stemmer } from 'stemmer';

/**
 * Words that say nothing about what a company does: English function words and the boilerplate of
 * company summaries ("the company provides ... services to ... customers").
 */
const STOP_WORDS = new Set(
  `a about above across after again against all also an and any are as at be because been before being below
  between both but by can could did do does doing down during each few for from further had has have having
  he her here hers him his how i if in into is it its itself just may me more most my no nor not of off on once
  only or other our out over own same she should so some such than that the their them then there these they
  this those through to too under until up very was we were what when where which while who whom why will with
  would you your inc corp corporation company companies co ltd llc plc lp group holding holdings incorporated
  limited provide provides provided providing offer offers offered offering operate operates operating
  operation operations serve serves served serving include includes including well various related based
  headquartered founded formerly known name changed segment segments through primarily principally customer
  customers product products service services solution solutions business businesses market markets
  industry industries engage engaged engages worldwide globally international national united states america
  north south east west new one two three year years other others`.split(/\s+/),
);

/** Shorter words ("it", "us", "co") are function words or initials: they say nothing of what a company does. */
const MIN_WORD_LENGTH = 3;

/**
 * Stems already computed: the dataset's vocabulary is a few tens of thousands of words, each seen many
 * times, and the stemmer's rules are the costliest step of indexing. Emptied if it ever grows past the
 * bound (a stream of unusual query words), so it cannot grow without end.
 */
const stems = new Map<string, string>();
const STEM_CACHE_LIMIT = 200_000;

function stemOfLower(word: string): string {
  let stem = stems.get(word);
  if (stem === undefined) {
    if (stems.size >= STEM_CACHE_LIMIT) stems.clear();
    stems.set(word, (stem = stemmer(word)));
  }
  return stem;
}

/** The stem a word is indexed under. */
export const stemOf = (word: string) => stemOfLower(word.toLowerCase());

/** A text's meaningful words, lower-cased, in order (repeats kept). */
export function words(text: string): string[] {
  return (text.toLowerCase().match(/[a-z][a-z0-9]+/g) ?? []).filter((word) => word.length >= MIN_WORD_LENGTH && !STOP_WORDS.has(word));
}

/** Stems of a text's meaningful words, in order (repeats kept: term frequency counts them). */
export const terms = (text: string): string[] => words(text).map(stemOfLower);

/**
 * A text's own word for a stem ("surgeri" -> "surgery"), or the stem when the text lacks it, for any
 * number of stems: the text is read once, only as far as the stems asked for need.
 */
export function wordsOfText(text: string): (stem: string) => string {
  const firstWordOf = new Map<string, string>();
  const pattern = /[A-Za-z][A-Za-z0-9]+/g;
  let read = false;
  return (stem) => {
    const known = firstWordOf.get(stem);
    if (known !== undefined) return known;
    while (!read) {
      const match = pattern.exec(text);
      if (!match) read = true;
      else {
        const word = match[0];
        const itsStem = stemOf(word);
        if (!firstWordOf.has(itsStem)) firstWordOf.set(itsStem, word);
        if (itsStem === stem) return word;
      }
    }
    return stem;
  };
}

/** A text's own word for a stem ("surgeri" -> "surgery"), or the stem when the text lacks it. */
export const wordOf = (text: string, stem: string): string => wordsOfText(text)(stem);
