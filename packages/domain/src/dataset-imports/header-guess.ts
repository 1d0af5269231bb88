/** Words of a header or a name as compared: any case, spaces, underscores, dashes or punctuation between words. */
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Units a header may carry that a field's name does not say: "EBITDA (MM)", "Amount USD". */
const UNITS = /\b(?:mm|usd|m|musd|in millions|millions|\$)\b/g;

/** The forms a header is matched in, strictest first: its words, without units, all run together. */
const formsOf = (text: string) => {
  const words = wordsOf(text);
  const bare = words.replace(UNITS, ' ').replace(/\s+/g, ' ').trim();
  return [words, bare, bare.replaceAll(' ', '')];
};

/**
 * Which of the file's headers feeds each field, guessed from the headers: a header equal to one of the
 * field's names (its own, its label, the synonyms the import kind lists) in any case, with spaces,
 * underscores or dashes alike, then the same without units ("Preferred EBITDA ($MM)") or spaces between
 * words ("CompanyName"). Each header feeds one field at most, the first that claims it in `names`' order; a field's
 * earlier names are tried first.
 */
export function guessMapping(headers: readonly string[], names: Readonly<Record<string, readonly string[]>>): Record<string, string> {
  const mapping: Record<string, string> = {};
  const taken = new Set<number>();
  const headerForms = headers.map(formsOf);
  for (let strictness = 0; strictness < 3; strictness++) {
    for (const [field, candidates] of Object.entries(names)) {
      if (mapping[field] !== undefined) continue;
      const position =
        candidates
          .map((candidate) => formsOf(candidate)[strictness])
          .filter(Boolean)
          .map((wanted) => headerForms.findIndex((forms, index) => !taken.has(index) && forms[strictness] === wanted))
          .find((index) => index >= 0) ?? -1;
      if (position < 0) continue;
      taken.add(position);
      mapping[field] = headers[position]!;
    }
  }
  return mapping;
}
