import { CRM_EXPORT_LIMIT, type buyersQuerySchema, type BuyersReply, type UserInput } from '@dealscout/domain';
import type { z } from 'zod';
import type { ActorContext } from '../../platform/request-context.js';
import { presentInvestor } from '../investors/index.js';
import { withReasons } from './head-reasons.js';
import { marksOf } from './marks.service.js';
import { presentBuyer } from './present-buyer.js';
import { markedOrder, storedOrder, type Placed } from './reranked-buyers.js';
import { matchingIds, rowsOf, storedList } from './stored-list.js';

/** The run whose list is read: its id, when it finished, and the answers it ranked. */
export interface ListedRun {
  id: string;
  finishedAt: Date | null;
  userInput: UserInput;
}

/** The page the query asks of the ordered buyers that match it: the first 200 for a CRM export, whatever page was asked. */
const pageOf = (found: Placed[], query: z.output<typeof buyersQuerySchema>) =>
  query.crm_export === 'true' ? found.slice(0, CRM_EXPORT_LIMIT) : found.slice(query.offset, query.offset + query.limit);

/**
 * The one read of a buyer list (a page, a search, the filters, an export, a CRM export): the run's stored
 * list in its order (re-ranked by the company's marks once it has any: reranked-buyers.ts), the buyers
 * marked Not a fit left out (or alone, with `hidden=true`, at their engine ranks), searched by name or
 * website and filtered by state and type, then paged (`crm_export=true`: the first 200, whatever page was
 * asked). `total` counts the matching buyers, `hidden` the matching ones left out. Each buyer with its
 * mark, why the marks moved it, and its reasons (computed for the answer where the run has not written
 * them yet: head-reasons.ts). Reads only.
 */
export async function readBuyerList(
  ctx: ActorContext,
  run: ListedRun,
  companyId: string,
  query: z.output<typeof buyersQuerySchema>,
): Promise<Omit<BuyersReply, 'answer'>> {
  const [list, marks, matching] = await Promise.all([
    storedList(ctx.db, run.id),
    marksOf(ctx.db, companyId),
    matchingIds(ctx.db, run.id, query),
  ]);
  const order = marks.size > 0 ? await markedOrder(ctx.db, list, marks) : storedOrder(list);
  const matches = (entry: Placed) => !matching || matching.has(entry.id);
  const found = (query.hidden === 'true' ? order.hidden : order.listed).filter(matches);
  const page = pageOf(found, query);
  const stored = await rowsOf(
    ctx.db,
    run.id,
    page.map((entry) => entry.engineRank),
  );
  const byRank = new Map((await withReasons(ctx.db, run, stored)).map((row) => [row.rank, row]));
  const data = page.flatMap((entry) => {
    const row = byRank.get(entry.engineRank);
    if (!row) return [];
    const shown = { rank: entry.rank, score: entry.score, detail: row.detail };
    return [
      presentBuyer(presentInvestor(row.investor), shown, order.listed.length, { mark: marks.get(entry.id) ?? null, moved: entry.moved }),
    ];
  });
  return {
    data,
    total: found.length,
    generated_at: run.finishedAt?.toISOString() ?? null,
    hidden: order.hidden.filter(matches).length,
  };
}
