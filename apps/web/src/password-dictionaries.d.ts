/** Built by build/password-dictionaries.ts: the browser's selection of zxcvbn's word lists. */
declare module 'virtual:password-dictionaries' {
  export const dictionary: Record<string, string[]>;
  export const adjacencyGraphs: Record<string, Record<string, (string | null)[]>>;
}
