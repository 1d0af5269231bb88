import { readShippedInvestors } from './apps/api/src/modules/investors/load-dataset.js';
import { indexCandidates } from './apps/api/src/modules/florence/engine/index.js';
import { shippedWordVectors } from './apps/api/src/modules/florence/word-vectors-file.js';
import { similarCompanies } from './apps/api/src/modules/discovery/similar-companies.js';
import { searchIndexOf } from './apps/api/src/modules/discovery/search-index.js';
import { PEER_SET } from './apps/api/test/discovery/peer-set.js';
const index = indexCandidates(readShippedInvestors(), { vectors: await shippedWordVectors() });
searchIndexOf(index);
let found = 0; const times: number[] = [];
for (const [company, peers] of PEER_SET) {
  const row = index.candidates.findIndex((c) => c.investor.company_name.startsWith(company));
  const t0 = performance.now();
  const similar = similarCompanies(index, row);
  times.push(performance.now() - t0);
  const names = similar.map((s) => s.investor.company_name);
  const rank = names.findIndex((n) => peers.some((p) => n.startsWith(p)));
  if (rank >= 0) found++;
  console.log(`${rank >= 0 ? 'OK' : 'XX'} ${rank + 1} ${index.candidates[row]!.investor.company_name} :: ${names.slice(0, process.env.V ? 10 : 3).join(' | ')}`);
  if (process.env.V) console.log('   ', JSON.stringify(similar[0]!.reasons));
}
times.sort((a, b) => a - b);
console.log('share', found / PEER_SET.length, 'p50', times[times.length >> 1]!.toFixed(1), 'p95', times[Math.floor(times.length * 0.95)]!.toFixed(1));
