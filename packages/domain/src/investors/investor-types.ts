// Without zod, for the messages that name the types.
/**
 * Investor types, in the spec's order (part 2 §9): the advanced drawer shows NAICS and sectors for the
 * first two and the financial sliders for the third (§5).
 */
export const INVESTOR_TYPES = ['venture capital', 'corporation', 'private equity'] as const;
export type InvestorType = (typeof INVESTOR_TYPES)[number];
