// Relevance of Florence's engine alone (no HTTP, no database): for each deal of a split, the target's
// answers as the issue prescribes, every candidate of the shipped dataset ranked, and the acquirer's
// rank. Figures only. Run from the repo root: npx tsx bench/florence-engine-eval.ts FILE.jsonl [--feedback]
// (--feedback: the simulated user's marks and the re-rank, as the API's eval). The API-level evaluation is
// `npm run eval:florence -- FILE.jsonl`.
import { performance } from 'node:perf_hooks';
import {
  readShippedInvestors,
  companyProfileOf,
  indexCandidates,
  rankCandidates,
  rerankWithMarks,
  DETAILED_ROWS,
  shippedWordVectors,
  shippedSentencesFor,
} from '@dealscout/api/testing';
import { acquirerRank, dealAnswers, isHealthcare, readDeals } from './support/florence-deals.js';
import { buyersToReject, rankAmongUnmarked } from './support/florence-feedback.js';
import { printFigures, type DealResult } from './support/florence-metrics.js';

const args = process.argv.slice(2);
const feedback = args.includes('--feedback');
const file = args.find((arg) => !arg.startsWith('--'));
if (!file) {
  console.error('Usage: npx tsx bench/florence-engine-eval.ts FILE.jsonl [--feedback]');
  process.exit(2);
}

const deals = readDeals(file);
const indexStart = performance.now();
const index = indexCandidates(readShippedInvestors(), { vectors: await shippedWordVectors() });
console.log(`Indexed ${index.candidates.length} candidates in ${(performance.now() - indexStart).toFixed(0)} ms; ${deals.length} deals.`);

const results: DealResult[] = [];
for (const [number, deal] of deals.entries()) {
  const start = performance.now();
  const profile = companyProfileOf(dealAnswers(deal));
  const sentences = await shippedSentencesFor(index, profile);
  const ranked = rankCandidates(profile, index, undefined, { detailed: DETAILED_ROWS, sentences });
  const ms = performance.now() - start;
  const rank = acquirerRank(
    deal,
    ranked.map((candidate) => candidate.investor),
  );
  if (rank === null && process.env.FLORENCE_EVAL_VERBOSE) console.log(`not found: ${deal.acquirer}`);
  const result: DealResult = { rank, ms, healthcare: isHealthcare(deal), odd: number % 2 === 0 };
  if (feedback) {
    const rows = ranked.map((candidate, at) => ({ ...candidate.investor, rank: at + 1, score: candidate.score }));
    const rejected = buyersToReject(deal, rows);
    const reranking = performance.now();
    const { listed } = rerankWithMarks(rows, new Map(rejected.map((row) => [row.id, 'bad' as const])), index);
    const byId = new Map(rows.map((row) => [row.id, row]));
    result.feedback = {
      marked: rankAmongUnmarked(
        rank,
        rejected.map((row) => row.rank),
      ),
      reranked: acquirerRank(
        deal,
        listed.map((entry) => byId.get(entry.id)!),
      ),
      ms: performance.now() - reranking,
    };
  }
  results.push(result);
}
printFigures(results);
