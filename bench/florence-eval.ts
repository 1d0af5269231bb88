// Florence's relevance through the API: for each deal of a split, a company made through the API with
// the answers the issue prescribes, its list generated through the API, and the acquirer's rank found by
// searching the list (by name, else by website). Figures only; the split is read from the path given
// and never copied. Run from the repo root: npm run eval:florence -- FILE.jsonl
import { florenceApi } from './support/florence-api.js';
import { acquirerRank, dealAnswers, hostOf, isHealthcare, readDeals, type Deal } from './support/florence-deals.js';
import { printFigures, type DealResult } from './support/florence-metrics.js';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run eval:florence -- FILE.jsonl');
  process.exit(2);
}

const deals = readDeals(file);
const florence = await florenceApi();

type Row = { company_name: string; url: string | null; rank: number };

/** The acquirer's rank in the company's list: rows found by searching its name, else its website. */
async function rankOf(companyId: string, deal: Deal): Promise<number | null> {
  const search = async (text: string): Promise<Row[]> =>
    (await florence.api('GET', `/api/company-buyers/${companyId}?limit=50&search=${encodeURIComponent(text)}`)).data;
  // The name's first words find it and its listed variants; the shared rule then picks the acquirer.
  const byName = await search(deal.acquirer.split(/[ ,]+/).slice(0, 2).join(' '));
  const host = hostOf(deal.acquirer_website);
  const rows = [...byName, ...(host ? await search(host) : [])].sort((a, b) => a.rank - b.rank);
  const position = acquirerRank(deal, rows);
  return position === null ? null : rows[position - 1]!.rank;
}

const results: DealResult[] = [];
for (const [number, deal] of deals.entries()) {
  const companyId = await florence.company(deal.target || `Deal ${number + 1}`, dealAnswers(deal));
  const ms = await florence.generate(companyId);
  results.push({ rank: await rankOf(companyId, deal), ms, healthcare: isHealthcare(deal) });
  if ((number + 1) % 50 === 0) console.error(`${number + 1} / ${deals.length}`);
}
console.log(`${deals.length} deals from ${file}; generation time is PUT to completed, through the API on PGlite.`);
printFigures(results);
await florence.close();
