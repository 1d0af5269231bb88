import type { Buyer } from '@dealscout/domain';
import { isBacked } from './answer-strength.js';

/** Leads the reasons of a buyer no evidence backs, in a weak list: what follows is what little matched. */
export const PARTIAL_MATCH = 'A partial match only: little of its profile matches yours, so check these reasons before relying on them.';

/**
 * A buyer of a weak list as shown: when nothing backs its place (answer-strength.ts), its reasons start by
 * saying the match is partial, so they never read as a confident recommendation. The reasons themselves
 * (engine/reasons.ts) are left as written.
 */
export function withPartialMatch(buyer: Buyer, weakList: boolean): Buyer {
  if (!weakList || isBacked(buyer.factors)) return buyer;
  return { ...buyer, ai_description: `${PARTIAL_MATCH} ${buyer.ai_description}` };
}
