import { gt } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { florenceSentenceVectors } from '../../../db/schema/index.js';
import type { CandidateIndex } from '../candidate-index.js';
import { embedSentences } from './sentence-thread.js';
import {
  companySentence,
  sentenceKey,
  sentenceTextOf,
  shippedCandidateSentences,
  type DescribedCompany,
  type Sentences,
} from './sentence-vectors.js';

/** Texts the encoder reads in one background pass: about a second of one core, so a pass never holds up a run for long. */
const FILL_BATCH = 16;

/** A vector stored this long before the newest one read is read again: an insert may commit after a later one. */
const COMMIT_SKEW_MS = 60_000;

interface IndexSentences {
  /** By row of the index; null: no text, or not read by the encoder yet. */
  vectors: (Float32Array | null)[];
  /** The rows of each text with no vector yet, by the text's key. */
  missing: Map<string, number[]>;
  /** When the newest stored vector read was made. */
  readUntil: Date | null;
}

const byIndex = new WeakMap<CandidateIndex, Promise<IndexSentences>>();

/** Reads the vectors stored since the last look (another process, or this one, filled them) into the rows missing them. */
async function refresh(db: Database, state: IndexSentences): Promise<void> {
  if (!state.missing.size) return;
  const since = state.readUntil ? new Date(state.readUntil.getTime() - COMMIT_SKEW_MS) : new Date(0);
  const stored = await db
    .select({ key: florenceSentenceVectors.textKey, vector: florenceSentenceVectors.vector, createdAt: florenceSentenceVectors.createdAt })
    .from(florenceSentenceVectors)
    .where(gt(florenceSentenceVectors.createdAt, since));
  for (const { key, vector, createdAt } of stored) {
    if (!state.readUntil || createdAt > state.readUntil) state.readUntil = createdAt;
    const rows = state.missing.get(key);
    if (!rows) continue;
    const values = new Float32Array(vector.buffer.slice(vector.byteOffset, vector.byteOffset + vector.byteLength));
    for (const row of rows) state.vectors[row] = values;
    state.missing.delete(key);
  }
}

async function indexSentences(db: Database, index: CandidateIndex): Promise<IndexSentences> {
  let known = byIndex.get(index);
  if (!known) {
    known = shippedCandidateSentences(index).then((shipped) => {
      const state: IndexSentences = { vectors: [...shipped], missing: new Map(), readUntil: null };
      index.candidates.forEach(({ investor }, row) => {
        const text = sentenceTextOf(investor);
        if (text === null || shipped[row]) return;
        const key = sentenceKey(text);
        state.missing.set(key, [...(state.missing.get(key) ?? []), row]);
      });
      return state;
    });
    byIndex.set(index, known);
    known.catch(() => byIndex.delete(index));
  }
  const state = await known;
  await refresh(db, state);
  return state;
}

/**
 * The company's description and the candidates' as the encoder reads them, for one ranking; null when the
 * company gave no description or the encoder cannot be loaded (the list is ranked without them, as before
 * the encoder). A candidate whose text the encoder has not read yet has none (sentenceCloseness: average).
 */
export async function sentencesFor(db: Database, index: CandidateIndex, profile: DescribedCompany): Promise<Sentences | null> {
  const [state, company] = await Promise.all([indexSentences(db, index), companySentence(profile)]);
  return company ? { company, candidates: state.vectors } : null;
}

/**
 * One background pass: the encoder reads up to FILL_BATCH of the index's texts that have no vector yet (a
 * description imported or edited since the shipped file was built) and stores them for every process.
 * Picked at random, so processes filling at once rarely read the same texts. Returns how many it stored.
 */
export async function fillSentenceVectors(db: Database, index: CandidateIndex): Promise<number> {
  const state = await indexSentences(db, index);
  if (!state.missing.size) return 0;
  const keys = [...state.missing.keys()];
  const picked: string[] = [];
  while (picked.length < FILL_BATCH && keys.length) picked.push(keys.splice(Math.floor(Math.random() * keys.length), 1)[0]!);
  const texts = picked.map((key) => sentenceTextOf(index.candidates[state.missing.get(key)![0]!]!.investor)!);
  const vectors = await embedSentences(texts);
  const values = picked.map((textKey, at) => ({ textKey, vector: Buffer.from(vectors[at]!.buffer) }));
  await db.insert(florenceSentenceVectors).values(values).onConflictDoNothing();
  await refresh(db, state);
  return values.length;
}
