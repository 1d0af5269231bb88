import type { Sentences } from '../../investor-index/index.js';

/**
 * The dot product of `vector` and `target`, and `vector`'s squared length: four components a step, each
 * sum still taken in order (the same result as one at a time), twice as fast over 100k candidates.
 */
function dotAndNorm(vector: Float32Array, target: Float64Array): { dot: number; norm: number } {
  let dot = 0;
  let norm = 0;
  let i = 0;
  for (; i + 3 < vector.length; i += 4) {
    const a = vector[i]!;
    const b = vector[i + 1]!;
    const c = vector[i + 2]!;
    const d = vector[i + 3]!;
    dot += a * target[i]!;
    norm += a * a;
    dot += b * target[i + 1]!;
    norm += b * b;
    dot += c * target[i + 2]!;
    norm += c * c;
    dot += d * target[i + 3]!;
    norm += d * d;
  }
  for (; i < vector.length; i++) {
    dot += vector[i]! * target[i]!;
    norm += vector[i]! * vector[i]!;
  }
  return { dot, norm };
}

/**
 * Each pool candidate's closeness in sentences to the company, 0..1: its cosine above the pool's mean,
 * relative to the closest one's. The encoder finds every pair of English texts somewhat alike (0.2-0.5):
 * only what stands out of the pool says something. A candidate not read yet counts as the mean (0).
 */
export function sentenceCloseness(rows: Int32Array, { company, candidates }: Sentences): Float64Array {
  const target = Float64Array.from(company);
  const cosines = new Float64Array(rows.length);
  const known = new Uint8Array(rows.length);
  let sum = 0;
  let count = 0;
  rows.forEach((row, at) => {
    const vector = candidates[row];
    if (!vector) return;
    const { dot, norm } = dotAndNorm(vector, target);
    cosines[at] = norm > 0 ? dot / Math.sqrt(norm) : 0;
    known[at] = 1;
    sum += cosines[at];
    count++;
  });
  const mean = count ? sum / count : 0;
  let top = 1e-9;
  for (let at = 0; at < rows.length; at++) if (known[at]) top = Math.max(top, cosines[at]! - mean);
  return Float64Array.from(cosines, (cosine, at) => (known[at] ? Math.max(0, cosine - mean) / top : 0));
}
