import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BuyersReply, Investor } from '@dealscout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companyProfileOf,
  rankCandidates,
  reasonsForList,
  type CandidateReasons,
  type CompanyProfile,
} from '../../src/modules/florence/engine/index.js';
import { indexCandidates } from '../../src/modules/investor-index/candidate-index.js';
import { PARTIAL_MATCH } from '../../src/modules/florence/partial-match.js';
import {
  createReasonRewriter,
  evidenceText,
  reasonRewriterFrom,
  rewriteProblem,
  type RewriteRow,
} from '../../src/modules/florence/reason-rewriter.js';
import { createFlorenceWorker } from '../../src/modules/florence/worker.js';
import { bearer } from '../support/auth-helpers.js';
import { ownersCompany } from '../support/florence-fixture.js';
import { FLORENCE_COMPANIES } from '../support/florence-companies.js';
import { blank, loadSampleInvestors } from '../support/investors-fixture.js';
import { useWorkspace } from '../support/workspace-fixture.js';

/** What the fake chat-completions server does with the next requests. */
type Mode = 'good' | 'echo' | 'number' | 'name' | 'slow' | 'garbage' | 'not-json' | 'error';

let serial = 0;
const investor = (fields: Partial<Investor> & Pick<Investor, 'company_name'>): Investor => ({
  ...blank,
  id: `00000000-0000-4000-8100-${String(++serial).padStart(12, '0')}`,
  type: 'corporation',
  market_cap: 'Large Cap',
  country: 'United States',
  ...fields,
});

const dentalSupplier = investor({
  company_name: 'Bayline Dental Supply',
  description:
    'Bayline Dental Supply, Inc. distributes dental products to practices. It operates in two segments, Consumables and Equipment. The Equipment segment offers dental implants, imaging systems and practice software. The company was founded in 1950 and is headquartered in Tampa, Florida.',
  keywords: ['dental', 'implants', 'imaging'],
  us_state_full: 'Florida',
  narrow_specialty: 'Health Care Equipment & Supplies',
});
const others = [
  investor({ company_name: 'Granite Quarry Works', description: 'Crushed stone and construction aggregates.', keywords: ['stone'] }),
  investor({ company_name: 'Harbor Freight Lines', description: 'Trucking and freight logistics.', keywords: ['trucking'] }),
];

const dental = FLORENCE_COMPANIES[0]!;
const profile: CompanyProfile = companyProfileOf(dental.answers);
const [top] = rankCandidates(profile, indexCandidates([dentalSupplier, ...others]));
const engine: CandidateReasons = reasonsForList([top!], profile)[0]!;
const row: RewriteRow = { candidate: top!, reasons: engine };

/** A rewrite made only of the draft's own words, reordered: what a model keeping to the evidence would answer. */
const faithful: CandidateReasons = {
  ai_description: engine.ai_description.replace('That meets your', 'This lines up with your'),
  financial_synergies: engine.financial_synergies,
  operating_synergies: engine.operating_synergies,
  misc_synergies: engine.misc_synergies,
};

let mode: Mode = 'good';
const seen: { url: string; authorization: string | undefined; model: string }[] = [];
let server: Server;
let baseUrl: string;
/** An address nothing listens on. */
let refusedUrl: string;

const bodyOf = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => resolve(body));
  });

function answer(content: string) {
  return JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] });
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = JSON.parse(await bodyOf(request)) as { model: string; messages: { content: string }[] };
    seen.push({ url: request.url ?? '', authorization: request.headers.authorization, model: body.model });
    if (mode === 'slow') return; // never answers: the client's timeout ends it
    if (mode === 'error') return void response.writeHead(500).end('{"error":"overloaded"}');
    if (mode === 'echo') {
      // The draft of the facts it was sent, reworded where it says where the buyer is.
      const draft = JSON.parse(body.messages[1]!.content.split('\nDraft: ')[1]!) as CandidateReasons;
      const reworded = { ...draft, ai_description: draft.ai_description.replace('Headquartered in', 'Based in') };
      return void response.writeHead(200, { 'content-type': 'application/json' }).end(answer(JSON.stringify(reworded)));
    }
    if (mode === 'not-json') return void response.writeHead(200, { 'content-type': 'text/html' }).end('<html>gateway</html>');
    const texts =
      mode === 'garbage'
        ? 'Sure! Here is a better version of the note.'
        : mode === 'number'
          ? JSON.stringify({ ...faithful, ai_description: `${faithful.ai_description.slice(0, 400)} It paid $99M for a rival.` })
          : mode === 'name'
            ? JSON.stringify({ ...faithful, misc_synergies: 'Pfizer bought a similar practice group.' })
            : '```json\n' + JSON.stringify(faithful) + '\n```';
    response.writeHead(200, { 'content-type': 'application/json' }).end(answer(texts));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  refusedUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/v1`;
  await new Promise((resolve) => closed.close(resolve));
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const rewriter = (options: { baseUrl?: string; timeoutMs?: number; budgetMs?: number } = {}) =>
  createReasonRewriter({ baseUrl, model: 'fake-model', apiKey: 'sk-test', timeoutMs: 1_000, budgetMs: 3_000, ...options });

async function rewriteAs(next: Mode, options?: Parameters<typeof rewriter>[0]) {
  mode = next;
  const started = Date.now();
  const [reasons] = await rewriter(options).rewrite([row], profile);
  return { reasons: reasons!, ms: Date.now() - started };
}

describe('the optional LLM rewrite of the reasons (a fake chat-completions server)', () => {
  it('is off unless LLM_BASE_URL and LLM_MODEL are both set', () => {
    expect(reasonRewriterFrom({})).toBeNull();
    expect(reasonRewriterFrom({ LLM_BASE_URL: baseUrl })).toBeNull();
    expect(reasonRewriterFrom({ LLM_BASE_URL: baseUrl, LLM_MODEL: 'm' })).not.toBeNull();
  });

  it('takes a rewrite that keeps to the evidence, asking /chat/completions with the model and key', async () => {
    seen.length = 0;
    const { reasons } = await rewriteAs('good');
    expect(reasons).toEqual(faithful);
    expect(reasons.ai_description).not.toEqual(engine.ai_description);
    expect(seen).toEqual([{ url: '/v1/chat/completions', authorization: 'Bearer sk-test', model: 'fake-model' }]);
  });

  it("keeps the engine's text when the rewrite names a number or a company the evidence does not hold", async () => {
    expect((await rewriteAs('number')).reasons).toEqual(engine);
    expect((await rewriteAs('name')).reasons).toEqual(engine);
    expect(rewriteProblem({ ...faithful, ai_description: 'It paid $99M.' }, row, profile)).toMatch(/names 99/);
    expect(rewriteProblem({ ...faithful, misc_synergies: 'Pfizer bought a rival.' }, row, profile)).toMatch(/names Pfizer/);
    expect(rewriteProblem({ ...faithful, financial_synergies: 'x'.repeat(601) }, row, profile)).toMatch(/600/);
    expect(rewriteProblem(faithful, row, profile)).toBeNull();
  });

  it("keeps the engine's text when the rewrite names a place the draft does not, or stops mid-sentence", () => {
    // The United States is among the facts (where the buyer is), but the draft says nothing of a market shared there.
    expect(evidenceText(row, profile)).toContain('United States');
    expect(JSON.stringify(engine)).not.toContain('United States');
    const shared = `${faithful.misc_synergies.replace(/\.$/, '')}, and both sell across the United States.`;
    expect(rewriteProblem({ ...faithful, misc_synergies: shared }, row, profile)).toBe(
      'misc_synergies: names United States, which the draft does not',
    );
    const cut = faithful.operating_synergies.replace(/\.$/, ' and its');
    expect(rewriteProblem({ ...faithful, operating_synergies: cut }, row, profile)).toBe('operating_synergies: ends mid-sentence');
    expect(rewriteProblem({ ...faithful, operating_synergies: `${faithful.operating_synergies} (as drafted).` }, row, profile)).toBeNull();
  });

  it("keeps the engine's text on a timeout, garbage, a non-JSON body, a 500 or a refused connection", async () => {
    const slow = await rewriteAs('slow', { timeoutMs: 300 });
    expect(slow.reasons).toEqual(engine);
    expect(slow.ms).toBeLessThan(2_000);
    expect((await rewriteAs('garbage')).reasons).toEqual(engine);
    expect((await rewriteAs('not-json')).reasons).toEqual(engine);
    expect((await rewriteAs('error')).reasons).toEqual(engine);
    expect((await rewriteAs('good', { baseUrl: refusedUrl })).reasons).toEqual(engine);
  });

  it("bounds a whole list's time: rows still waiting when the budget ends keep the engine's text", async () => {
    mode = 'slow';
    const started = Date.now();
    const rows = Array.from({ length: 10 }, () => row);
    const out = await rewriter({ timeoutMs: 5_000, budgetMs: 400 }).rewrite(rows, profile);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(out).toEqual(rows.map(() => engine));
  });
});

describe('a generation with the rewrite on', () => {
  const w = useWorkspace();
  beforeAll(async () => {
    await loadSampleInvestors(w.t);
  });

  async function generateWith(baseUrlOf: string, next: Mode): Promise<BuyersReply> {
    mode = next;
    const companyId = await ownersCompany(w.t);
    const call = (method: 'GET' | 'PUT', url: string) => w.t.app.inject({ method, url, headers: bearer(w.token.owner) });
    expect((await call('PUT', `/api/company-buyers/${companyId}`)).statusCode).toBe(202);
    const worker = createFlorenceWorker({
      db: w.t.db,
      log: w.t.app.log,
      events: w.t.app.deps.events,
      rewriter: createReasonRewriter({ baseUrl: baseUrlOf, model: 'fake-model', timeoutMs: 300, budgetMs: 1_500 }),
    });
    expect(await worker.drain()).toBe(1);
    await worker.stop();
    const reply = await call('GET', `/api/company-buyers/${companyId}?limit=5`);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json();
  }

  it("completes the list with the engine's reasons when the server is down or answers garbage: no failed run, no 500", async () => {
    for (const [url, next] of [
      [refusedUrl, 'good'],
      [baseUrl, 'garbage'],
      [baseUrl, 'slow'],
    ] as const) {
      const reply = await generateWith(url, next);
      expect(reply.total).toBeGreaterThan(10);
      // The engine's own text (after the partial-match lead a weak list gives it), not a rewrite.
      const engineText = reply.data[0]!.ai_description.replace(`${PARTIAL_MATCH} `, '');
      expect(engineText.startsWith(reply.data[0]!.company_name)).toBe(true);
      expect(reply.data.some((buyer) => buyer.ai_description.includes('Based in'))).toBe(false);
    }
  });

  it("shows a rewrite that keeps to each buyer's evidence, for the list's top rows", async () => {
    const reply = await generateWith(baseUrl, 'echo');
    expect(reply.data.filter((buyer) => buyer.ai_description.includes('Based in')).length).toBeGreaterThan(0);
    expect(reply.data.every((buyer) => !buyer.ai_description.includes('Headquartered in'))).toBe(true);
  });
});
