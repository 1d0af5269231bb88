/** The dataset's market-cap buckets, the largest first. */
export const BUCKETS = ['Mega Cap', 'Large Cap', 'Mid Cap', 'Small Cap', 'Micro Cap', 'Nano Cap'];

/** The Nano caps' decades below the Mega caps: the size prior's 0. */
const NANO_DECADES = 4.4;
/**
 * The dataset's market-cap buckets by how many decades of market value each lies below the Mega caps
 * (Mega over $200B, Large $10-200B, Mid $2-10B, Small $300M-2B, Micro $50-300M, Nano under $50M, at a
 * typical value of each). Larger companies make more acquisitions, about in proportion to their value,
 * so the prior on being a buyer is linear in these decades: Mega 1 down to Nano 0.
 */
export const DECADES_BELOW_MEGA: Record<string, number> = {
  'Mega Cap': 0,
  'Large Cap': 1.05,
  'Mid Cap': 2.05,
  'Small Cap': 2.8,
  'Micro Cap': 3.6,
  'Nano Cap': NANO_DECADES,
};
/** A company whose size the dataset does not give: about the median bucket. */
const UNKNOWN_DECADES = 2.5;

/** 0 (Nano) .. 1 (Mega): how likely a company of this bucket is to be a buyer, before anything else is known. */
export function sizePrior(marketCap: string | null): number {
  return 1 - (DECADES_BELOW_MEGA[marketCap ?? ''] ?? UNKNOWN_DECADES) / NANO_DECADES;
}
