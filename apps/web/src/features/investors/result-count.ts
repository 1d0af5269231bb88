/**
 * The table's count of results: a search of a large dataset stops counting at its total (1,000) and
 * says so with a '+' (pagination still walks those first 1,000).
 */
export function resultCount(total: number, capped: boolean | undefined): string {
  return `${total.toLocaleString('en-US')}${capped ? '+' : ''} results`;
}
