import { readShippedInvestors } from './apps/api/src/modules/investors/load-dataset.js';
import { indexCandidates } from './apps/api/src/modules/florence/engine/index.js';
import { shippedWordVectors } from './apps/api/src/modules/florence/word-vectors-file.js';
import { similarCompanies } from './apps/api/src/modules/discovery/similar-companies.js';
import { rankByDescription } from './apps/api/src/modules/discovery/description-rank.js';
import { searchIndexOf } from './apps/api/src/modules/discovery/search-index.js';
const index = indexCandidates(readShippedInvestors(), { vectors: await shippedWordVectors() });
searchIndexOf(index);
const keep = new Uint8Array(index.candidates.length).fill(1);
for (let round = 0; round < 3; round++) {
  const times: number[] = []; const d: number[] = [];
  for (let row = 0; row < 200; row++) { const t = performance.now(); similarCompanies(index, row * 20); times.push(performance.now() - t); }
  for (const text of ['soft drinks', 'maker of hip and knee implants', 'freight railroad', 'cloud software for banks']) for (let k = 0; k < 10; k++) { const t = performance.now(); rankByDescription(index, text, keep); d.push(performance.now() - t); }
  times.sort((a, b) => a - b); d.sort((a, b) => a - b);
  console.log('similar p50', times[100]!.toFixed(1), 'p95', times[190]!.toFixed(1), '| describe p50', d[20]!.toFixed(1), 'p95', d[38]!.toFixed(1));
}
