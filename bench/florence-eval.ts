// Florence's relevance through the API: for each deal of a split, a company made through the API with
// the answers the issue prescribes, its list generated through the API, and the acquirer's rank found by
// searching the list (by name, else by website). Figures only; the split is read from the path given
// and never copied. Run from the repo root: npm run eval:florence -- FILE.jsonl [--feedback]
// --feedback: a simulated user then marks the top 10's buyers other than the acquirer Not a fit, through
// the API, and the acquirer's rank is read again from the re-ranked list (rows all+marked, all+feedback).
// --feedback=informed: the user marks Good fit the top 10's buyers whose NAICS shares its first three digits
// with the acquirer's, every other one Not a fit (rows all+marked, all+informed).
// --history HISTORY.jsonl: HISTORY's deals are first imported as the acquirers' deal history, through the
// product's deals import (the eval's fields converted to its CSV in memory).
import { performance } from 'node:perf_hooks';
import { BUYERS_LIMIT_MAX } from '@dealscout/domain';
import { buyersToReject, feedbackModeOf, informedMarks, rankAmongUnmarked } from './support/florence-feedback.js';
import { dealsCsv } from './support/florence-history.js';
import { florenceApi } from './support/florence-api.js';
import { acquirerRank, dealAnswers, hostOf, isHealthcare, readDeals, type Deal } from './support/florence-deals.js';
import { printFigures, type DealResult } from './support/florence-metrics.js';

const args = process.argv.slice(2);
const feedback = feedbackModeOf(args);
const historyAt = args.indexOf('--history');
const historyFile = historyAt >= 0 ? args[historyAt + 1] : undefined;
const file = args.find((arg, at) => !arg.startsWith('--') && (historyAt < 0 || at !== historyAt + 1));
if (!file || (historyAt >= 0 && !historyFile)) {
  console.error('Usage: npm run eval:florence -- FILE.jsonl [--feedback | --feedback=informed] [--history HISTORY.jsonl]');
  process.exit(2);
}

const deals = readDeals(file);
const florence = await florenceApi();
if (historyFile) {
  const imported = await florence.importDeals(dealsCsv(readDeals(historyFile)));
  console.log(
    `History from ${historyFile}: ${imported.rows} deals read, ${imported.added} added, ${imported.updated} updated, ` +
      `${imported.unmatched} unmatched, ${imported.rejected} rejected.`,
  );
}

type Row = {
  id: string;
  company_name: string;
  url: string | null;
  rank: number;
  naics_six_digit_industry: string | null;
  mark: 'good' | 'bad' | null;
};

/** The acquirer's NAICS code as the dataset gives it (found through the investor search, by name, else by website). */
async function acquirerNaics(deal: Deal): Promise<string | null> {
  const search = async (text: string): Promise<Row[]> =>
    (await florence.api('GET', `/api/dataset?limit=50&search=${encodeURIComponent(text)}`)).data;
  const byName = await search(deal.acquirer.split(/[ ,]+/).slice(0, 2).join(' '));
  const host = hostOf(deal.acquirer_website);
  const rows = [...byName, ...(host ? await search(host) : [])];
  const position = acquirerRank(deal, rows);
  return position === null ? null : rows[position - 1]!.naics_six_digit_industry;
}

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

/** A rank in the re-ranked list counted among the unmarked, as before the re-rank: the buyers marked Good fit above it were read already. */
async function rankAmongRead(companyId: string, rank: number | null): Promise<number | null> {
  if (rank === null || rank === 1) return rank;
  const above = await page(companyId, `limit=${Math.min(rank - 1, BUYERS_LIMIT_MAX)}`);
  return rank - above.filter((row) => row.mark === 'good').length;
}

/** One round of the simulated user's marks through the API, then the acquirer's rank in the re-ranked list. */
async function feedbackRound(companyId: string, deal: Deal, rank: number | null): Promise<DealResult['feedback']> {
  const top = await page(companyId, 'limit=10');
  const marks =
    feedback === 'informed'
      ? informedMarks(deal, top, await acquirerNaics(deal), (row) => row.naics_six_digit_industry)
      : buyersToReject(deal, top).map((row) => ({ row, verdict: 'bad' as const }));
  const rejected = marks.map((mark) => mark.row);
  const started = performance.now();
  for (const { row, verdict } of marks) await florence.api('PUT', `/api/company-buyers/${companyId}/marks/${row.id}`, { mark: verdict });
  await page(companyId, 'limit=5');
  const ms = performance.now() - started;
  const marked = rankAmongUnmarked(
    rank,
    rejected.map((buyer) => buyer.rank),
  );
  return { marked, reranked: await rankAmongRead(companyId, await rankOf(companyId, deal)), ms };
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
printFigures(results, feedback === 'informed' ? 'informed' : 'feedback');
await florence.close();
