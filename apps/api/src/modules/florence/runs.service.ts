import {
  florenceGenerationRefusal,
  florenceMessages as m,
  hasFlorenceDetails,
  type AlgoStatusItem,
  type AlgoStatusReply,
} from '@dealscout/domain';
import { and, count, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import { companies, florenceRuns, users } from '../../db/schema/index.js';
import { AppError, refused } from '../../platform/errors.js';
import type { ActorContext } from '../../platform/request-context.js';
import { visibleCompany, visibleTo } from '../companies/index.js';
import { FLORENCE_QUEUE_CHANNEL } from '../../platform/events.js';
import { publishToRunAudience } from './run-events.js';

/** Runs shown by GET /api/algo-status: the last day's. */
const STATUS_WINDOW = sql`now() - interval '1 day'`;
/** Completed runs the estimate is taken from. */
const ESTIMATE_RUNS = 20;

const monthStart = sql`date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`;

/**
 * Whether the actor may start a generation (spec part 2 §6 algo_access): their account's access and
 * the monthly limit (FLORENCE_MONTHLY_LIMIT runs a calendar month, UTC). Null when allowed, else the
 * message the spec gives the role: 'Free trial limit reached' for a professional, 'Monthly limit reached' otherwise.
 */
export async function generationRefusal(ctx: ActorContext): Promise<AppError | null> {
  const [user] = await ctx.db.select({ role: users.role, algoAccess: users.algoAccess }).from(users).where(eq(users.id, ctx.actor.id));
  const [used] = await ctx.db
    .select({ runs: count() })
    .from(florenceRuns)
    .where(and(eq(florenceRuns.userId, ctx.actor.id), gte(florenceRuns.calledAt, monthStart)));
  const refusal = florenceGenerationRefusal(
    { role: user?.role ?? '', algoAccess: user?.algoAccess === true },
    { runsThisMonth: used?.runs ?? 0, monthlyLimit: ctx.config.FLORENCE_MONTHLY_LIMIT },
  );
  return refusal && refused(refusal);
}

const statusColumns = {
  id: florenceRuns.id,
  company: florenceRuns.companyId,
  companyName: companies.name,
  userId: florenceRuns.userId,
  firstName: users.firstName,
  lastName: users.lastName,
  status: florenceRuns.status,
  currentStep: florenceRuns.currentStep,
  calledAt: florenceRuns.calledAt,
  finishedAt: florenceRuns.finishedAt,
  error: florenceRuns.error,
};

const runsWithNames = (ctx: ActorContext) =>
  ctx.db
    .select(statusColumns)
    .from(florenceRuns)
    .innerJoin(companies, eq(companies.id, florenceRuns.companyId))
    .innerJoin(users, eq(users.id, florenceRuns.userId));

type StatusRow = Awaited<ReturnType<typeof runsWithNames>>[number];

function presentRun(row: StatusRow, actorId: string): AlgoStatusItem {
  return {
    id: row.id,
    company: row.company,
    company_name: row.companyName,
    user: `${row.firstName} ${row.lastName}`.trim(),
    own: row.userId === actorId,
    status: row.status,
    current_step: row.currentStep,
    called_at: row.calledAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
    error: row.error,
  };
}

/** PUT /api/company-buyers/{companyId}: queues a generation of the company's list (202), or says why not. */
export async function startGeneration(ctx: ActorContext, companyId: string): Promise<AlgoStatusItem> {
  const company = await visibleCompany(ctx, companyId);
  if (!hasFlorenceDetails(company.userInput)) throw new AppError(400, { error: m.detailsRequired });
  const refusal = await generationRefusal(ctx);
  if (refusal) throw refusal;
  // One run per company at a time: the row lock makes a second PUT wait for the first's commit, then see its run.
  await ctx.db.select({ id: companies.id }).from(companies).where(eq(companies.id, company.id)).for('update');
  const [running] = await ctx.db
    .select({ id: florenceRuns.id })
    .from(florenceRuns)
    .where(and(eq(florenceRuns.companyId, company.id), eq(florenceRuns.status, 'processing')));
  if (running) throw new AppError(409, { error: m.alreadyRunning }, 'florence_run_in_progress');
  const [run] = await ctx.db
    .insert(florenceRuns)
    .values({
      companyId: company.id,
      userId: ctx.actor.id,
      userInput: company.userInput,
      deadlineAt: sql`now() + ${`${ctx.config.FLORENCE_DEADLINE_MS} milliseconds`}::interval`,
    })
    .returning({ id: florenceRuns.id });
  ctx.afterCommit(async () => {
    await ctx.events.publish(FLORENCE_QUEUE_CHANNEL, { kind: 'florence', actor: ctx.actor.id, at: Date.now() });
    await publishToRunAudience(
      ctx.events,
      { userId: ctx.actor.id, organizationId: company.organizationId },
      { id: run!.id, company: company.id, state: 'processing' },
    );
  });
  const [row] = await runsWithNames(ctx).where(eq(florenceRuns.id, run!.id));
  return presentRun(row!, ctx.actor.id);
}

/**
 * GET /api/algo-status: the actor's runs of the last day, and the runs on companies they can see that
 * are still processing (a colleague's run blocks Regenerate too), newest first; with the estimate.
 */
export async function algoStatus(ctx: ActorContext): Promise<AlgoStatusReply> {
  const own = await runsWithNames(ctx)
    .where(and(eq(florenceRuns.userId, ctx.actor.id), gte(florenceRuns.calledAt, STATUS_WINDOW)))
    .orderBy(desc(florenceRuns.calledAt))
    .limit(50);
  const visible = await ctx.db.select({ id: companies.id }).from(companies).where(visibleTo(ctx.actor));
  const others = visible.length
    ? await runsWithNames(ctx).where(
        and(
          eq(florenceRuns.status, 'processing'),
          inArray(
            florenceRuns.companyId,
            visible.map((row) => row.id),
          ),
        ),
      )
    : [];
  const seen = new Set(own.map((row) => row.id));
  const runs = [...own, ...others.filter((row) => !seen.has(row.id))].map((row) => presentRun(row, ctx.actor.id));
  return { runs, estimate_ms: await estimateMs(ctx) };
}

/** The median duration of the latest completed runs, for the progress modal's honest estimate. */
async function estimateMs(ctx: ActorContext): Promise<number | null> {
  const recent = await ctx.db
    .select({ ms: sql<number>`extract(epoch from ${florenceRuns.finishedAt} - ${florenceRuns.calledAt}) * 1000` })
    .from(florenceRuns)
    .where(and(eq(florenceRuns.status, 'completed'), isNotNull(florenceRuns.finishedAt)))
    .orderBy(desc(florenceRuns.calledAt))
    .limit(ESTIMATE_RUNS);
  if (recent.length === 0) return null;
  const sorted = recent.map((row) => Number(row.ms)).sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)]!);
}
