// Florence's relevance through the API: for each deal of a split, a company made through the API with
// the answers the issue prescribes, its list generated through the API, and the acquirer's rank found by
// searching the list (by name, else by website). Figures only; the split is read from the path given
// and never copied. Run from the repo root: npm run eval:florence -- FILE.jsonl [--feedback]
// --feedback: a simulated user then marks the top 10's buyers other than the acquirer Not a fit, through
// the API, and the acquirer's rank is read again from the re-ranked list (rows all+marked, all+feedback).
import { performance } from 'node:perf_hooks';
import { buyersToReject, rankAmongUnmarked } from './support/florence-feedback.js';
import { florenceApi } from './support/florence-api.js';
import { acquirerRank, dealAnswers, hostOf, isHealthcare, readDeals, type Deal } from './support/florence-deals.js';
import { printFigures, type DealResult } from './support/florence-metrics.js';

const args = process.argv.slice(2);
const feedback = args.includes('--feedback');
const file = args.find((arg) => !arg.startsWith('--'));
if (!file) {
  console.error('Usage: npm run eval:florence -- FILE.jsonl [--feedback]');
  process.exit(2);
}

const deals = readDeals(file);
const florence = await florenceApi();

type Row = { id: string; company_name: string; url: string | null; rank: number };

const page = async (companyId: string, query: string): Promise<Row[]> =>
  (await florence.api('GET', `/api/company-buyers/${companyId}?${query}`)).data;

/** The acquirer's rank in the company's list: rows found by searching its name, else its website. */
async function rankOf(companyId: string, deal: Deal): Promise<number | null> {
  const search = (text: string) => page(companyId, `limit=50&search=${encodeURIComponent(text)}`);
  // The name's first words find it and its listed variants; the shared rule then picks the acquirer.
  const byName = await search(deal.acquirer.split(/[ ,]+/).slice(0, 2).join(' '));
  const host = hostOf(deal.acquirer_website);
  const rows = [...byName, ...(host ? await search(host) : [])].sort((a, b) => a.rank - b.rank);
  const position = acquirerRank(deal, rows);
  return position === null ? null : rows[position - 1]!.rank;
}

/** One round of the simulated user's marks through the API, then the acquirer's rank in the re-ranked list. */
async function feedbackRound(companyId: string, deal: Deal, rank: number | null): Promise<DealResult['feedback']> {
  const rejected = buyersToReject(deal, await page(companyId, 'limit=10'));
  const started = performance.now();
  for (const buyer of rejected) await florence.api('PUT', `/api/company-buyers/${companyId}/marks/${buyer.id}`, { mark: 'bad' });
  await page(companyId, 'limit=5');
  const ms = performance.now() - started;
  const marked = rankAmongUnmarked(
    rank,
    rejected.map((buyer) => buyer.rank),
  );
  return { marked, reranked: await rankOf(companyId, deal), ms };
}

const results: DealResult[] = [];
for (const [number, deal] of deals.entries()) {
  const companyId = await florence.company(deal.target || `Deal ${number + 1}`, dealAnswers(deal));
  const ms = await florence.generate(companyId);
  const rank = await rankOf(companyId, deal);
  const result: DealResult = { rank, ms, healthcare: isHealthcare(deal), odd: number % 2 === 0 };
  if (feedback) result.feedback = await feedbackRound(companyId, deal, rank);
  results.push(result);
  if ((number + 1) % 50 === 0) console.error(`${number + 1} / ${deals.length}`);
}
console.log(`${deals.length} deals from ${file}; generation time is PUT to completed, through the API on PGlite.`);
printFigures(results);
await florence.close();
