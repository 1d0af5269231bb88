import { investorMessages, type InvestorDeal, type InvestorDetail } from '@dealscout/domain';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { investors } from '../../db/schema/index.js';
import { queryRows } from '../../db/rows.js';
import { notFound } from '../../platform/errors.js';
import { isUuid } from '../../platform/ids.js';
import type { ActorContext } from '../../platform/request-context.js';
import { presentInvestor } from './investor-row.js';

const { searchVector: _searchVector, searchHead: _searchHead, ...listedColumns } = getTableColumns(investors);

/** The most deals a detail lists (the newest): a serial acquirer's page stays light. */
export const DEALS_SHOWN = 500;

type DealRow = Omit<InvestorDeal, 'amount_usd'> & { amount_usd: number | string | null };

/**
 * GET /api/investor/{id}: the investor and its deals, newest first (at most DEALS_SHOWN); unknown ids are
 * 404. Each deal's counterpart is linked to the company of the dataset with its website, else its name.
 */
export async function investorDetail(ctx: ActorContext, id: string): Promise<InvestorDetail> {
  if (!isUuid(id)) throw notFound(investorMessages.notFound);
  const [row] = await ctx.db.select(listedColumns).from(investors).where(eq(investors.id, id));
  if (!row) throw notFound(investorMessages.notFound);
  const deals = await queryRows<DealRow>(
    ctx.db,
    sql`SELECT to_char(a.occurred_on, 'YYYY-MM-DD') AS date, a.title, a.description, a.url, a.kind, a.counterpart_name,
        a.counterpart_url, a.counterpart_naics, a.counterpart_categories, a.amount_usd,
        coalesce(
          (SELECT c.id FROM investors c WHERE a.counterpart_url IS NOT NULL
             AND investor_url_key(c.url) = investor_url_key(a.counterpart_url) AND c.id <> a.investor_id LIMIT 1),
          (SELECT c.id FROM investors c WHERE a.counterpart_name IS NOT NULL
             AND lower(c.company_name) = lower(a.counterpart_name) AND c.id <> a.investor_id LIMIT 1)
        ) AS counterpart_investor_id
      FROM investor_activities a WHERE a.investor_id = ${id}
      ORDER BY a.occurred_on DESC NULLS LAST, a.title DESC LIMIT ${DEALS_SHOWN}`,
  );
  return {
    investor: presentInvestor(row),
    activities: deals.map((deal) => ({ ...deal, amount_usd: deal.amount_usd === null ? null : Number(deal.amount_usd) })),
  };
}
