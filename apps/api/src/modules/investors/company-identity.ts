/**
 * When two records name one company: the rules the dataset build joins its sources by
 * (scripts/build-investors) and the deals import matches an investor by. Pure.
 */

/** Share-class, preferred-issue and note suffixes: "KKR & Co. Inc. 6.00% Series C ..." is KKR & Co. Inc. */
const LISTING_SUFFIX =
  /\s+(-\s.*|\d+(\.\d+| \d+\/\d+)? ?%.*|(New\s+)?Pfd\b.*|(Class [A-Z]\b|(Collateral Trust |First )?Mortgage Bonds\b|Debentures\b|Series [A-Z]\b|Common Stock|Ordinary Shares|American Depositary|Depositary|Preferred|Warrants?\b|Units?\b|Rights\b|Notes\b|Subordinated|Senior Notes|Fixed[- ]Rate|Floating[- ]Rate).*)$/i;

/** The company a listing's name is of, in title case where the source wrote capitals. */
export function companyName(listingName: string): string {
  const name = listingName.replace(LISTING_SUFFIX, '').trim().replace(/,$/, '');
  // Some rows are in capitals ("BROOKFIELD ASSET MANAGEMENT INC").
  if (/[a-z]/.test(name) || name.length <= 5) return name;
  return name.toLowerCase().replace(/\b[a-z]/g, (letter) => letter.toUpperCase());
}

/** A name as a key: the company's name, lower case, words of letters and digits. */
export const nameKey = (name: string) =>
  companyName(name)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** "http://www.apple.com/" and "apple.com" are one host. */
export function websiteHost(website: string): string | null {
  const text = website.trim().toLowerCase();
  if (!text) return null;
  const host = text.replace(/^[a-z]+:\/\//, '').split(/[/?#:]/)[0]!;
  return host.replace(/^www\d?\./, '') || null;
}

const CORPORATE = /^(inc|incorporated|corp|corporation|co|company|ltd|limited|llc|plc|lp|l p|group|holdings?|the|and|of|sa|nv|ag)$/;
/** A name's words without its legal form and filler ("The Goldman Sachs Group, Inc.": goldman, sachs). */
export const distinctiveWords = (name: string) =>
  new Set(
    nameKey(name)
      .split(' ')
      .filter((word) => !CORPORATE.test(word)),
  );

/**
 * Two names that can be one company's: at least half the distinctive words of the shorter are in the
 * other. A shared website alone is not enough: fund families share one, and the sources hold rows with
 * another company's website (Whirlpool's row gives poolcorp.com).
 */
export function namesAgree(a: string, b: string): boolean {
  const [shorter, longer] = [distinctiveWords(a), distinctiveWords(b)].sort((x, y) => x.size - y.size) as [Set<string>, Set<string>];
  if (!shorter.size) return false;
  let shared = 0;
  for (const word of shorter) if (longer.has(word)) shared++;
  return shared * 2 >= shorter.size;
}
