/** The 12 sectors of the sector taxonomy (spec part 2 §3, §9), in the spec's order. */
export const SECTORS = [
  'Communication Services',
  'Consumer Discretionary',
  'Consumer Staples',
  'Energy',
  'Financials',
  'Government/Public Sector',
  'Healthcare',
  'Industrials',
  'Materials',
  'Real Estate',
  'Technology',
  'Utilities',
] as const;
export type Sector = (typeof SECTORS)[number];
