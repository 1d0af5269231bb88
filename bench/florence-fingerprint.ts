// A fingerprint of Florence's whole ranked lists, to prove a change leaves the ranking as it was: for each
// deal of a split, the target's answers ranked over the shipped dataset as a run ranks them (the best
// LIST_ROWS, the head's factors and evidence, the first REASONED_ROWS' reasons), and one SHA-256 of every
// list's ids, scores, factors, evidence and reasons. Run from the repo root:
// npx tsx bench/florence-fingerprint.ts FILE.jsonl [--snapshot]  (--snapshot: the index written to a snapshot
// and read back, as a process that finds one uses it)
import { createHash } from 'node:crypto';
import {
  companyProfileOf,
  indexCandidates,
  rankCandidates,
  reasonsForList,
  readShippedInvestors,
  shippedWordVectors,
  DETAILED_ROWS,
  LIST_ROWS,
  REASONED_ROWS,
  packSnapshot,
  unpackSnapshot,
} from '@dealscout/api/testing';
import { dealAnswers, readDeals } from './support/florence-deals.js';

const args = process.argv.slice(2);
const file = args.find((arg) => !arg.startsWith('--'));
if (!file) {
  console.error('Usage: npx tsx bench/florence-fingerprint.ts FILE.jsonl [--snapshot]');
  process.exit(2);
}

const deals = readDeals(file);
const vectors = await shippedWordVectors();
const built = indexCandidates(readShippedInvestors(), { vectors });
const index = args.includes('--snapshot') ? unpackSnapshot(packSnapshot(built, 'fingerprint'), 'fingerprint', vectors) : built;
const whole = createHash('sha256');
for (const deal of deals) {
  const profile = companyProfileOf(dealAnswers(deal));
  const ranked = rankCandidates(profile, index, undefined, { detailed: DETAILED_ROWS, limit: LIST_ROWS });
  const reasons = reasonsForList(ranked.slice(0, REASONED_ROWS), profile, index);
  const list = ranked.map((candidate, at) => ({ id: candidate.investor.id, score: candidate.score, factors: candidate.factors, reasons: reasons[at] }));
  whole.update(JSON.stringify(list));
}
console.log(`${deals.length} deals, ${index.candidates.length} candidates: ${whole.digest('hex')}`);
