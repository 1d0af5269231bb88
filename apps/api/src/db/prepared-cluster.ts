/**
 * Run by the build (build.mjs) after bundling: an embedded cluster with the migrations applied and the
 * shipped investor dataset loaded, in dist/pglite-template/pglite. A new data directory starts as a
 * copy of it (client.ts), so the first start copies files instead of running initdb, every migration
 * and the dataset load (about 5 s at the shipped size); a start that finds a newer migration or
 * dataset applies just that. Built beside and renamed, so a failed build leaves no half template
 * (and no template: a first start then runs initdb, the migrations and the dataset load itself).
 */
import { renameSync, rmSync } from 'node:fs';
import { CLUSTER_TEMPLATE, openDatabase } from './client.js';
import { loadShippedInvestors } from '../modules/investors/load-dataset.js';

const building = `${CLUSTER_TEMPLATE}.building`;
rmSync(building, { recursive: true, force: true });
// From initdb: a new data directory would otherwise start as a copy of the previous template.
rmSync(CLUSTER_TEMPLATE, { recursive: true, force: true });
const database = await openDatabase({ dataDir: building });
const loaded = await loadShippedInvestors(database.db);
await database.close();
renameSync(building, CLUSTER_TEMPLATE);
console.log(`  Embedded database template: migrations applied, ${loaded} investors loaded.`);
