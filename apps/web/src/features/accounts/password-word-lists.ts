/**
 * How many words of each ranked zxcvbn list the browser's password checklist gets, most common first;
 * lists not named here (the short word sequences) go whole. About 60 kB gzip instead of 820 kB, so
 * sign-up stays under 350 kB of JS. The API scores with every word (packages/domain
 * password-estimator.ts) and decides: a password built on a rarer word can pass the checklist and
 * still be refused as too weak.
 */
export const BROWSER_WORD_LIST_SIZES: Readonly<Record<string, number>> = {
  'passwords-common': 10_000,
  'commonWords-en': 3_000,
  'wikipedia-en': 2_000,
  'lastnames-en': 2_000,
  // Alphabetical rather than ranked, so a cut would keep the names and words from a to c: left out.
  'firstnames-en': 0,
  'diceware-common': 0,
};

/** The browser's selection of the word lists: the first words of each, per BROWSER_WORD_LIST_SIZES. */
export function browserWordLists(lists: Readonly<Record<string, readonly string[]>>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(lists)
      .map(([name, words]) => [name, words.slice(0, BROWSER_WORD_LIST_SIZES[name] ?? words.length)] as const)
      .filter(([, words]) => words.length > 0),
  );
}
