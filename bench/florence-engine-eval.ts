// Relevance of Florence's engine alone (no HTTP, no database): for each deal of a split, the target's
// answers as the issue prescribes, every candidate of the shipped dataset ranked, and the acquirer's
// rank. Figures only. Run from the repo root: npx tsx bench/florence-engine-eval.ts FILE.jsonl [--feedback] [--history HISTORY.jsonl]
// (--history: HISTORY's deals as the acquirers' past deals, matched by name, else website; --feedback: the simulated user's marks and the re-rank, as the API's eval). The API-level evaluation is
// `npm run eval:florence -- FILE.jsonl`.
import { performance } from 'node:perf_hooks';
import {
  readShippedInvestors,
  companyProfileOf,
  indexCandidates,
  indexHistory,
  rankCandidates,
  rerankWithMarks,
  DETAILED_ROWS,
  shippedWordVectors,
  shippedSentencesFor,
} from '@dealscout/api/testing';
import { acquirerRank, dealAnswers, isHealthcare, readDeals, type Deal } from './support/florence-deals.js';
import { pastDealsOf } from './support/florence-history.js';
import { buyersToReject, feedbackModeOf, industryCeiling, informedMarks, rankAmongUnmarked } from './support/florence-feedback.js';
import { printFigures, type DealResult } from './support/florence-metrics.js';

const args = process.argv.slice(2);
const feedback = feedbackModeOf(args);
const historyAt = args.indexOf('--history');
const historyFile = historyAt >= 0 ? args[historyAt + 1] : undefined;
const file = args.find((arg, at) => !arg.startsWith('--') && (historyAt < 0 || at !== historyAt + 1));
if (!file) {
  console.error('Usage: npx tsx bench/florence-engine-eval.ts FILE.jsonl [--feedback] [--history HISTORY.jsonl]');
  process.exit(2);
}

const deals = readDeals(file);
const indexStart = performance.now();
const index = indexCandidates(readShippedInvestors(), { vectors: await shippedWordVectors() });
const history = historyFile ? indexHistory(index, pastDealsOf(readDeals(historyFile), index)) : null;
console.log(
  `Indexed ${index.candidates.length} candidates in ${(performance.now() - indexStart).toFixed(0)} ms; ${deals.length} deals` +
    (history ? `; history of ${history.candidates} candidates from ${historyFile}.` : '.'),
);

/** The acquirer's NAICS code as the dataset gives it, where the list did not rank it. */
const acquirerNaics = (deal: Deal) =>
  index.candidates.find(({ investor }) => acquirerRank(deal, [investor]) === 1)?.investor.naics_six_digit_industry ?? null;

const results: DealResult[] = [];
for (const [number, deal] of deals.entries()) {
  const start = performance.now();
  const profile = companyProfileOf(dealAnswers(deal));
  const sentences = await shippedSentencesFor(index, profile);
  const ranked = rankCandidates(profile, index, undefined, { detailed: DETAILED_ROWS, sentences, history });
  const ms = performance.now() - start;
  const rank = acquirerRank(
    deal,
    ranked.map((candidate) => candidate.investor),
  );
  if (rank === null && process.env.FLORENCE_EVAL_VERBOSE) console.log(`not found: ${deal.acquirer}`);
  const result: DealResult = { rank, ms, healthcare: isHealthcare(deal), odd: number % 2 === 0 };
  if (feedback) {
    const rows = ranked.map((candidate, at) => ({ ...candidate.investor, rank: at + 1, score: candidate.score }));
    const acquirerAt = rank === null ? -1 : rank - 1;
    const naics = rows[acquirerAt]?.naics_six_digit_industry ?? acquirerNaics(deal);
    const marks =
      feedback === 'informed'
        ? informedMarks(deal, rows, naics, (row) => row.naics_six_digit_industry)
        : buyersToReject(deal, rows).map((row) => ({ row, verdict: 'bad' as const }));
    const rejected = marks.map((mark) => mark.row);
    const reranking = performance.now();
    const marked = new Map(marks.map((mark) => [mark.row.id, mark.verdict]));
    const { listed } = rerankWithMarks(rows, marked, index, undefined, history);
    const byId = new Map(rows.map((row) => [row.id, row]));
    result.feedback = {
      marked: rankAmongUnmarked(
        rank,
        rejected.map((row) => row.rank),
      ),
      // Counted among the unmarked, as before the re-rank: the buyers marked Good fit were read already.
      reranked: acquirerRank(
        deal,
        listed.filter((entry) => !marked.has(entry.id)).map((entry) => byId.get(entry.id)!),
      ),
      ms: performance.now() - reranking,
      ...(feedback === 'informed' && {
        ceiling: industryCeiling(rank, rows, marked, naics, (row) => row.naics_six_digit_industry),
      }),
    };
  }
  results.push(result);
}
printFigures(results, feedback === 'informed' ? 'informed' : 'feedback');
