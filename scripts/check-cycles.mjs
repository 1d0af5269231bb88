// `npm run check:cycles`: fails when files import each other in a loop in the API, the web app or the domain
// package. With folders as arguments, checks those instead.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findCycles } from './import-cycles.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const folders = process.argv.length > 2 ? process.argv.slice(2) : ['apps/api/src', 'apps/web/src', 'packages/domain/src'];

let found = 0;
for (const folder of folders) {
  const cycles = findCycles(path.resolve(root, folder));
  found += cycles.length;
  if (!cycles.length) {
    console.log(`${folder}: no import cycle`);
    continue;
  }
  console.error(`${folder}: ${cycles.length} import cycle${cycles.length > 1 ? 's' : ''}`);
  for (const loop of cycles) console.error(`  ${loop.join(' -> ')}`);
}
process.exit(found ? 1 : 0);
