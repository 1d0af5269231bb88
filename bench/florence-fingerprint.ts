// A fingerprint of Florence's whole ranked lists, to prove a change leaves the ranking as it was: for each
// deal of a split, the target's answers ranked as a run ranks them (the best LIST_ROWS, the first DETAILED_ROWS' factors
// and evidence, the first REASONED_ROWS' reasons), and one SHA-256 of every list's ids, scores, factors,
// evidence and reasons. Run from the repo root:
// npx tsx bench/florence-fingerprint.ts FILE.jsonl [--snapshot] [--candidates N] [--ranking]
// --snapshot: also through the index written to a snapshot and read back, as a process that finds one uses
// it (both fingerprints printed, of one process: the synthetic rows' ids are random at each run).
// --candidates N: over the shipped dataset grown to N rows with the search bench's synthetic ones (PGlite in
// memory, read as the API reads them) instead of the shipped dataset alone.
// --ranking: the order alone (ids, scores, each factor's weight and value), without the words of evidence and
// reasons, to prove a change of wording leaves the ranking as it was.
import { createHash } from 'node:crypto';
import {
  companyProfileOf,
  indexCandidates,
  indexFromRows,
  loadShippedInvestors,
  openDatabase,
  rankCandidates,
  reasonsForList,
  readShippedInvestors,
  shippedWordVectors,
  shippedSentencesFor,
  DETAILED_ROWS,
  LIST_ROWS,
  REASONED_ROWS,
  packSnapshot,
  unpackSnapshot,
  type CandidateIndex,
} from '@dealscout/api/testing';
import { dealAnswers, readDeals } from './support/florence-deals.js';
import { expandSynthetic } from './search-synthetic.js';

const args = process.argv.slice(2);
const file = args.find((arg, at) => !arg.startsWith('--') && args[at - 1] !== '--candidates');
if (!file) {
  console.error('Usage: npx tsx bench/florence-fingerprint.ts FILE.jsonl [--snapshot] [--candidates N]');
  process.exit(2);
}
const candidates = args.includes('--candidates') ? Number(args[args.indexOf('--candidates') + 1]) : 0;
const rankingOnly = args.includes('--ranking');

/** The index over the shipped dataset, or over `candidates` rows read from a database as the API reads them. */
async function builtIndex() {
  if (!candidates) return indexCandidates(readShippedInvestors(), { vectors: await shippedWordVectors() });
  const handle = await openDatabase({ inMemory: true });
  await loadShippedInvestors(handle.db);
  await expandSynthetic(handle.db, candidates, 'pglite');
  const index = await indexFromRows(handle.db);
  await handle.close();
  return index;
}

const deals = readDeals(file);

async function fingerprint(index: CandidateIndex): Promise<string> {
  const whole = createHash('sha256');
  for (const deal of deals) {
    const profile = companyProfileOf(dealAnswers(deal));
    const sentences = await shippedSentencesFor(index, profile);
    const ranked = rankCandidates(profile, index, undefined, { detailed: DETAILED_ROWS, limit: LIST_ROWS, sentences });
    const reasons = rankingOnly ? [] : reasonsForList(ranked.slice(0, REASONED_ROWS), profile, index);
    const list = ranked.map((candidate, at) => ({
      id: candidate.investor.id,
      score: candidate.score,
      // What a list keeps (generate-list.ts): the head's factors, the tail's rank and score.
      factors:
        at >= DETAILED_ROWS
          ? null
          : rankingOnly
            ? candidate.factors.map(({ key, weight, value }) => ({ key, weight, value }))
            : candidate.factors,
      reasons: reasons[at],
    }));
    whole.update(JSON.stringify(list));
  }
  return whole.digest('hex');
}

const built = await builtIndex();
console.log(`${deals.length} deals, ${built.candidates.length} candidates: ${await fingerprint(built)}`);
if (args.includes('--snapshot')) {
  const read = unpackSnapshot(packSnapshot(built, 'fingerprint'), 'fingerprint', built.vectors);
  console.log(`the same through a snapshot: ${await fingerprint(read)}`);
}
