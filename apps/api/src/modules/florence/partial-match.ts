import { weakAnswerMessages, type Buyer } from '@dealscout/domain';

/** Leads the reasons of a buyer no evidence backs, in a weak list: what follows is what little matched. */
export const PARTIAL_MATCH = weakAnswerMessages.partialMatch;

/**
 * A buyer of a weak list that nothing backs (answer-strength.ts), as shown: its reasons start by saying the
 * match is partial, so they never read as a confident recommendation. The reasons themselves
 * (engine/reasons.ts) stay as written.
 */
export const withPartialMatch = (buyer: Buyer): Buyer => ({ ...buyer, ai_description: `${PARTIAL_MATCH} ${buyer.ai_description}` });
