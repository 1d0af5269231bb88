const UNICODE_DASHES = /[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/g;

/** Unicode dashes become a plain hyphen. */
export function normaliseDashes(text: string): string {
  return text.replace(UNICODE_DASHES, '-');
}

const EMPTY_MARKERS = new Set(['', 'na', 'n/a']);

/** Text for display: "-" when empty, "na" or "n/a"; dashes normalised otherwise. */
export function displayText(value: string | null | undefined): string {
  if (value === null || value === undefined) return '-';
  const text = normaliseDashes(String(value)).trim();
  return EMPTY_MARKERS.has(text.toLowerCase()) ? '-' : text;
}

/** Avatar initials: first letters of the first two words, upper case. */
export function initials(name: string | null | undefined): string {
  return (name ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

/** A person's display name (the API's `username`): first and last name, trimmed. */
export function fullName(firstName: string, lastName: string): string {
  return `${firstName} ${lastName}`.trim();
}
