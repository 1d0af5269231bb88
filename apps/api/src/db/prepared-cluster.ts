/**
 * Run by the build (build.mjs) after bundling: an embedded cluster with the migrations applied and the
 * shipped investor dataset loaded and vacuumed, dumped to dist/pglite-template.tar.gz. A new data
 * directory starts from it (client.ts), so the first start loads an archive instead of running initdb,
 * every migration and the dataset load (about 5 s at the shipped size); a start that finds a newer
 * migration or dataset applies just that.
 */
import { writeFileSync } from 'node:fs';
import { CLUSTER_TEMPLATE, dumpCluster, openDatabase } from './client.js';
import { loadShippedInvestors } from '../modules/investors/load-dataset.js';

const database = await openDatabase({ inMemory: true });
const loaded = await loadShippedInvestors(database.db);
const dump = await dumpCluster(database.db);
await database.close();
writeFileSync(CLUSTER_TEMPLATE, Buffer.from(await dump.arrayBuffer()));
console.log(`  Embedded database template: migrations applied, ${loaded} investors loaded (${(dump.size / 1e6).toFixed(1)} MB).`);
