/** An ILIKE pattern matching text that contains `term` as typed: its wildcards and backslashes match themselves. */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
