import { buyerMarkMessages as m, type BuyerMark, type BuyerMarkReply } from '@dealscout/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { florenceMarks, investors } from '../../db/schema/index.js';
import { notFound } from '../../platform/errors.js';
import { isUuid } from '../../platform/ids.js';
import type { ActorContext } from '../../platform/request-context.js';
import { visibleCompany } from '../companies/index.js';

/** The company's marks by investor id: everyone who sees the company shares them. */
export async function marksOf(db: Database, companyId: string): Promise<Map<string, BuyerMark>> {
  const rows = await db
    .select({ investorId: florenceMarks.investorId, mark: florenceMarks.mark })
    .from(florenceMarks)
    .where(eq(florenceMarks.companyId, companyId));
  return new Map(rows.map((row) => [row.investorId, row.mark]));
}

interface MarkedBuyer {
  companyId: string;
  buyerId: string;
}

/** A buyer of the dataset (in the company's list or no longer), or 404: the company's own 404 comes first. */
async function markableBuyer(ctx: ActorContext, { companyId, buyerId }: MarkedBuyer) {
  const company = await visibleCompany(ctx, companyId);
  if (!isUuid(buyerId)) throw notFound(m.buyerNotFound);
  const [buyer] = await ctx.db.select({ id: investors.id }).from(investors).where(eq(investors.id, buyerId));
  if (!buyer) throw notFound(m.buyerNotFound);
  return { company, buyer };
}

/**
 * PUT /api/company-buyers/{companyId}/marks/{buyerId}: marks a buyer Good fit or Not a fit for the
 * company. One mark per buyer and company: marking again (the same or a colleague's other verdict)
 * overwrites it, so the last write wins, also when two land at once.
 */
export async function setMark(ctx: ActorContext, input: MarkedBuyer & { mark: BuyerMark }): Promise<BuyerMarkReply> {
  const { company, buyer } = await markableBuyer(ctx, input);
  const { mark } = input;
  await ctx.db
    .insert(florenceMarks)
    .values({ companyId: company.id, investorId: buyer.id, mark, userId: ctx.actor.id })
    .onConflictDoUpdate({
      target: [florenceMarks.companyId, florenceMarks.investorId],
      set: { mark, userId: ctx.actor.id, markedAt: sql`now()` },
    });
  return { message: m.marked, buyer: buyer.id, mark };
}

/** DELETE /api/company-buyers/{companyId}/marks/{buyerId}: clears the mark (a hidden buyer is restored); clearing none is no error. */
export async function clearMark(ctx: ActorContext, input: MarkedBuyer): Promise<BuyerMarkReply> {
  const { company, buyer } = await markableBuyer(ctx, input);
  await ctx.db.delete(florenceMarks).where(and(eq(florenceMarks.companyId, company.id), eq(florenceMarks.investorId, buyer.id)));
  return { message: m.cleared, buyer: buyer.id, mark: null };
}
