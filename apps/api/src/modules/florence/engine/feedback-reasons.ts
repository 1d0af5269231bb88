import type { CandidateIndex } from '../../investor-index/index.js';
import { candidatesById, similarity, type Reranked, type Verdict } from './feedback-rerank.js';
import { MIN_MOVE } from './weights.js';

const VERDICT_TEXT: Record<Verdict, string> = { good: 'a good fit', bad: 'not a fit' };

/**
 * Why the marks moved a candidate, named after the marked candidate that explains it best: risen, the
 * closest one marked Good fit, else the least alike of those marked Not a fit; fallen, the closest one
 * marked Not a fit, else the least alike of the good ones. Null when it moved fewer than MIN_MOVE places.
 */
export function whyMoved(entry: Reranked, position: number, marks: ReadonlyMap<string, Verdict>, index: CandidateIndex): string | null {
  if (Math.abs(entry.before - position) < MIN_MOVE) return null;
  const higher = position < entry.before;
  const direction = higher ? 'Ranked higher' : 'Ranked lower';
  if (higher && marks.get(entry.id) === 'good') return `${direction}: you marked it a good fit`;
  const byId = candidatesById(index);
  const candidate = byId.get(entry.id);
  if (!candidate) return null;
  const scored = (verdict: Verdict) =>
    [...marks]
      .filter(([id, mark]) => mark === verdict && id !== entry.id && byId.has(id))
      .map(([id]) => ({ other: byId.get(id)!, alike: similarity(candidate, byId.get(id)!, index) }))
      .sort((a, b) => b.alike - a.alike);
  const [toward, away]: [Verdict, Verdict] = higher ? ['good', 'bad'] : ['bad', 'good'];
  const closest = scored(toward)[0];
  if (closest) return `${direction}: close to ${closest.other.investor.company_name}, which you marked ${VERDICT_TEXT[toward]}`;
  const unlike = scored(away).at(-1);
  return unlike ? `${direction}: unlike ${unlike.other.investor.company_name}, which you marked ${VERDICT_TEXT[away]}` : null;
}
