import { florenceMessages as m, type UserInput } from '@dealscout/domain';
import { count, eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { florenceFeedback, florenceResults, florenceRuns, users } from '../../src/db/schema/index.js';
import { LIST_ROWS } from '../../src/modules/florence/generate-list.js';
import { readShippedInvestors, upsertDatasetInvestors } from '../../src/modules/investors/load-dataset.js';
import { claimRun, releaseRunClaims } from '../../src/modules/florence/job-queue.js';
import { bearer } from '../support/auth-helpers.js';
import { openEventStream } from '../support/event-stream-reader.js';
import { eyeClinic, generateQueued, ownersCompany as ownersCompanyOf } from '../support/florence-fixture.js';
import { loadSampleInvestors } from '../support/investors-fixture.js';
import { nextClientAddress } from '../support/test-app.js';
import { useWorkspace, type Who } from '../support/workspace-fixture.js';

const w = useWorkspace();

const call = (method: 'GET' | 'PUT' | 'POST', url: string, who: Who, payload?: object) =>
  w.t.app.inject({ method, url, payload, headers: bearer(w.token[who]), remoteAddress: nextClientAddress() });

const generatedBy = (name: string) => generateQueued(w.t, name);
const ownersCompany = (userInput?: UserInput | null) => ownersCompanyOf(w.t, userInput);

const runsOf = (companyId: string) => w.t.db.select().from(florenceRuns).where(eq(florenceRuns.companyId, companyId));

describe('florence: generation lifecycle', () => {
  it('queues a run (202), a worker takes it through the four steps, and the list pages 5 at a time with factors and reasons', async () => {
    await loadSampleInvestors(w.t);
    const companyId = await ownersCompany();
    const started = await call('PUT', `/api/company-buyers/${companyId}`, 'owner');
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json().run).toMatchObject({ company: companyId, status: 'processing', current_step: 1, own: true });

    const status = (await call('GET', '/api/algo-status', 'owner')).json();
    expect(status.runs.find((run: { company: string }) => run.company === companyId).status).toBe('processing');
    expect((await call('PUT', `/api/company-buyers/${companyId}`, 'owner')).json()).toEqual({
      error: m.alreadyRunning,
      code: 'florence_run_in_progress',
    });

    expect(await generatedBy('worker-a')).toBeGreaterThanOrEqual(1);
    const [run] = await runsOf(companyId);
    expect(run).toMatchObject({ status: 'completed', currentStep: 4, claimedBy: 'worker-a' });

    const page = (await call('GET', `/api/company-buyers/${companyId}`, 'owner')).json();
    expect(page.data).toHaveLength(5);
    expect(page.total).toBeGreaterThan(5);
    expect(page.data.map((buyer: { rank: number }) => buyer.rank)).toEqual([1, 2, 3, 4, 5]);
    // A strategic sale looks for corporations only.
    expect(page.data.every((buyer: { type: string }) => buyer.type === 'corporation')).toBe(true);
    const top = page.data[0];
    expect(top.ai_description).toContain(top.company_name);
    expect(top.factors.map((factor: { key: string }) => factor.key)).toContain('text');

    const second = (await call('GET', `/api/company-buyers/${companyId}?offset=5`, 'owner')).json();
    expect(second.data[0].rank).toBe(6);
    const filtered = (await call('GET', `/api/company-buyers/${companyId}?state=Ohio&type=corporation`, 'owner')).json();
    expect(filtered.data.every((buyer: { us_state_full: string }) => buyer.us_state_full === 'Ohio')).toBe(true);
    const searched = (await call('GET', `/api/company-buyers/${companyId}?search=${encodeURIComponent(top.company_name)}`, 'owner')).json();
    expect(searched.data[0]).toMatchObject({ id: top.id, rank: 1 });
    const estimate = (await call('GET', '/api/algo-status', 'owner')).json().estimate_ms;
    expect(estimate).toBeGreaterThanOrEqual(0);
  });

  // Loads over 5,000 investors and generates two full lists: the slowest test of the file.
  it('a list keeps its best candidates up to the cap, and a new list replaces the company’s earlier one', async () => {
    // More corporations than a list keeps: the shipped ones and copies of a few hundred under new ids and names.
    const corporations = readShippedInvestors().filter((investor) => investor.type === 'corporation');
    const copies = corporations
      .slice(0, Math.max(0, LIST_ROWS + 200 - corporations.length))
      .map((investor) => ({ ...investor, id: randomUUID(), company_name: `${investor.company_name} Copy` }));
    await upsertDatasetInvestors(w.t.db, [...corporations, ...copies]);
    expect(corporations.length + copies.length).toBeGreaterThan(LIST_ROWS);
    const companyId = await ownersCompany();
    const rowsOfCompany = async () =>
      (
        await w.t.db
          .select({ rows: count() })
          .from(florenceResults)
          .innerJoin(florenceRuns, eq(florenceRuns.id, florenceResults.runId))
          .where(eq(florenceRuns.companyId, companyId))
      )[0]!.rows;

    for (const attempt of [1, 2]) {
      expect((await call('PUT', `/api/company-buyers/${companyId}`, 'owner')).statusCode).toBe(202);
      await generatedBy('worker-cap');
      const page = (await call('GET', `/api/company-buyers/${companyId}?offset=${LIST_ROWS - 5}`, 'owner')).json();
      expect(page.total, `list ${attempt}`).toBe(LIST_ROWS);
      expect(page.data.map((buyer: { rank: number }) => buyer.rank)).toEqual([4996, 4997, 4998, 4999, 5000]);
      expect(await rowsOfCompany(), `list ${attempt}`).toBe(LIST_ROWS);
    }
    expect(await runsOf(companyId)).toHaveLength(2);
  }, 120_000);

  it("deleting an investor deletes its places in every list, and nothing else's", async () => {
    await loadSampleInvestors(w.t);
    const companyId = await ownersCompany();
    expect((await call('PUT', `/api/company-buyers/${companyId}`, 'owner')).statusCode).toBe(202);
    await generatedBy('worker-delete');
    const resultsOf = async (investorId?: string) =>
      (
        await w.t.db
          .select({ rows: count() })
          .from(florenceResults)
          .where(investorId ? eq(florenceResults.investorId, investorId) : undefined)
      )[0]!.rows;
    const [first] = await w.t.db.select().from(florenceResults).where(eq(florenceResults.rank, 1));
    const before = await resultsOf();
    const places = await resultsOf(first!.investorId);
    expect(places).toBeGreaterThanOrEqual(1);
    await w.t.db.execute(sql`DELETE FROM investors WHERE id = ${first!.investorId}`);
    expect(await resultsOf(first!.investorId)).toBe(0);
    expect(await resultsOf()).toBe(before - places);
  });

  it('a company without details is refused with the empty state message', async () => {
    const companyId = await ownersCompany(null);
    const response = await call('PUT', `/api/company-buyers/${companyId}`, 'owner');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: m.detailsRequired, code: 'bad_request' });
  });
});

describe('florence: jobs', () => {
  it('two workers claiming at once never take the same run', async () => {
    const [a, b] = [await ownersCompany(), await ownersCompany()];
    for (const id of [a, b]) expect((await call('PUT', `/api/company-buyers/${id}`, 'owner')).statusCode).toBe(202);
    const claims = await Promise.all([claimRun(w.t.db, 'one'), claimRun(w.t.db, 'two'), claimRun(w.t.db, 'three')]);
    const taken = claims.filter((run) => run !== null).map((run) => run!.id);
    expect(new Set(taken).size).toBe(taken.length);
    expect(taken.length).toBe(2);
    // Finish them so later tests start with an empty queue.
    await w.t.db.update(florenceRuns).set({ leaseUntil: null }).where(eq(florenceRuns.status, 'processing'));
    await generatedBy('cleanup');
  });

  it('a run whose worker died is claimed again once its lease lapses (restart recovery)', async () => {
    const companyId = await ownersCompany();
    await call('PUT', `/api/company-buyers/${companyId}`, 'owner');
    const dead = await claimRun(w.t.db, 'dead-process');
    expect(dead?.companyId).toBe(companyId);
    expect(await claimRun(w.t.db, 'new-process')).toBeNull();
    await w.t.db
      .update(florenceRuns)
      .set({ leaseUntil: sql`now() - interval '1 second'` })
      .where(eq(florenceRuns.id, dead!.id));
    await generatedBy('new-process');
    const [run] = await runsOf(companyId);
    expect(run).toMatchObject({ status: 'completed', claimedBy: 'new-process', attempts: 2 });
  });

  it("a process that alone owns the database (PGlite) takes a dead process's run at its start, without waiting out the lease", async () => {
    const companyId = await ownersCompany();
    await call('PUT', `/api/company-buyers/${companyId}`, 'owner');
    await claimRun(w.t.db, 'dead-process');
    expect(await claimRun(w.t.db, 'restarted-process')).toBeNull();
    await releaseRunClaims(w.t.db);
    await generatedBy('restarted-process');
    const [run] = await runsOf(companyId);
    expect(run).toMatchObject({ status: 'completed', claimedBy: 'restarted-process', attempts: 2 });
  });

  it('a run past its deadline is failed, and its owner sees the failure', async () => {
    const companyId = await ownersCompany();
    await call('PUT', `/api/company-buyers/${companyId}`, 'owner');
    await claimRun(w.t.db, 'stuck');
    await w.t.db
      .update(florenceRuns)
      .set({ deadlineAt: sql`now() - interval '1 second'` })
      .where(eq(florenceRuns.companyId, companyId));
    await generatedBy('sweeper');
    const [run] = await runsOf(companyId);
    expect(run).toMatchObject({ status: 'failed', error: m.deadline });
    const mine = (await call('GET', '/api/algo-status', 'owner'))
      .json()
      .runs.find((item: { company: string }) => item.company === companyId);
    expect(mine).toMatchObject({ status: 'failed', own: true, error: m.deadline });
    // A failed run no longer blocks a new one.
    expect((await call('PUT', `/api/company-buyers/${companyId}`, 'owner')).statusCode).toBe(202);
    await generatedBy('cleanup');
  });
});

describe('florence: gating', () => {
  it("without algo_access the server refuses, with the role's message", async () => {
    const companyId = await ownersCompany();
    await w.t.db.update(users).set({ algoAccess: false }).where(eq(users.email, 'owner@example.com'));
    const refused = await call('PUT', `/api/company-buyers/${companyId}`, 'owner');
    await w.t.db.update(users).set({ algoAccess: true }).where(eq(users.email, 'owner@example.com'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: m.freeTrialLimit, code: 'florence_free_trial_exhausted' });
    expect(await runsOf(companyId)).toHaveLength(0);
  });

  it("the monthly limit counts the month's runs", async () => {
    const companyId = await ownersCompany();
    await w.t.db.update(users).set({ role: 'enterprise' }).where(eq(users.email, 'owner@example.com'));
    const [{ used }] = (await w.t.db
      .select({ used: count() })
      .from(florenceRuns)
      .innerJoin(users, eq(users.id, florenceRuns.userId))
      .where(eq(users.email, 'owner@example.com'))) as [{ used: number }];
    const limit = w.t.app.deps.config.FLORENCE_MONTHLY_LIMIT;
    const [owner] = await w.t.db.select({ id: users.id }).from(users).where(eq(users.email, 'owner@example.com'));
    const filler = Array.from({ length: Math.max(0, limit - used) }, () => ({
      companyId,
      userId: owner!.id,
      status: 'completed' as const,
      userInput: eyeClinic,
      deadlineAt: new Date(),
    }));
    if (filler.length) await w.t.db.insert(florenceRuns).values(filler);
    const refused = await call('PUT', `/api/company-buyers/${companyId}`, 'owner');
    await w.t.db.update(users).set({ role: 'professional' }).where(eq(users.email, 'owner@example.com'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: m.monthlyLimit, code: 'florence_monthly_limit_reached' });
    await w.t.db.delete(florenceRuns).where(eq(florenceRuns.companyId, companyId));
  });
});

describe('florence: feedback', () => {
  const feedback = (payload: object) => call('POST', '/api/buyers-feedback', 'owner', payload);

  it('applies the spec rules with their messages and stores a review with the list it rates', async () => {
    const companyId = await ownersCompany();
    expect((await feedback({ company_id: companyId, rating: 4 })).json()).toEqual({ error: m.noList, code: 'florence_no_list' });
    await call('PUT', `/api/company-buyers/${companyId}`, 'owner');
    await generatedBy('feedback');

    expect((await feedback({ company_id: companyId })).json()).toEqual({
      error: m.ratingRequired,
      code: 'invalid_input',
      rating: [m.ratingRequired],
    });
    expect((await feedback({ company_id: companyId, rating: 4, review: 'x'.repeat(501) })).json()).toEqual({
      error: m.reviewTooLong,
      code: 'invalid_input',
      review: [m.reviewTooLong],
    });
    expect((await feedback({ company_id: companyId, rating: 4, review: '   ' })).json()).toEqual({
      error: m.reviewEmpty,
      code: 'invalid_input',
      review: [m.reviewEmpty],
    });

    const saved = await feedback({ company_id: companyId, rating: 5, review: '' });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toEqual({ message: m.feedbackSubmitted });
    const [run] = await runsOf(companyId);
    const [row] = await w.t.db.select().from(florenceFeedback).where(eq(florenceFeedback.runId, run!.id));
    expect(row).toMatchObject({ rating: 5, review: '-' });
  });
});

describe('florence: scope', () => {
  it('another organization gets 404 on the buyers, generation and feedback, and writes nothing', async () => {
    const companyId = await ownersCompany();
    for (const [method, url, body] of [
      ['GET', `/api/company-buyers/${companyId}`],
      ['PUT', `/api/company-buyers/${companyId}`],
      ['POST', '/api/buyers-feedback', { company_id: companyId, rating: 3 }],
    ] as const) {
      const response = await call(method, url, 'outsider', body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await runsOf(companyId)).toHaveLength(0);
    const theirs = (await call('GET', '/api/algo-status', 'outsider')).json();
    expect(theirs.runs.some((run: { company: string }) => run.company === companyId)).toBe(false);
  });

  it('the stream tells the owner and their colleagues of each step and the end, and an outsider nothing', async () => {
    await loadSampleInvestors(w.t);
    await w.t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(w.t.app.server.address() as AddressInfo).port}/api/algo-status/stream`;
    const owner = await openEventStream(base, w.token.owner);
    const colleague = await openEventStream(base, w.token.colleague);
    const outsider = await openEventStream(base, w.token.outsider);
    expect(owner.contentType).toBe('text/event-stream; charset=utf-8');
    const companyId = await ownersCompany();
    expect((await call('PUT', `/api/company-buyers/${companyId}`, 'owner')).statusCode).toBe(202);
    expect(await generatedBy('streamed')).toBe(1);
    // Queued, steps 1 to 4, completed (the owner hears each on their own channel and their organization's): each
    // says which run of which company moved, and where it is now.
    const [run] = await runsOf(companyId);
    for (const stream of [owner, colleague]) {
      const events = await stream.waitFor(stream === owner ? 12 : 6);
      expect(events.every((event) => event.kind === 'florence' && event.run?.id === run!.id && event.run.company === companyId)).toBe(true);
      const states = events.map((event) => event.run?.state);
      expect(states.slice(0, states.indexOf('completed'))).toEqual(Array<string>(stream === owner ? 10 : 5).fill('processing'));
      expect(states.slice(states.indexOf('completed'))).toEqual(Array<string>(stream === owner ? 2 : 1).fill('completed'));
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(outsider.events).toHaveLength(0);
    for (const stream of [owner, colleague, outsider]) stream.close();
  });
});
