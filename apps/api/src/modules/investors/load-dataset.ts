import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { investorSchema, type Investor } from '@dealscout/domain';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { appSettings, investors } from '../../db/schema/index.js';
import { DATA_DIR, INVESTORS_FILE } from './dataset-files.js';
import { investorColumns } from './investor-row.js';
import { refreshInvestorStatistics } from './investor-statistics.js';
import { inTransaction } from '../../db/transaction.js';

const MARKER = 'investors_dataset_sha256';
const BATCH = 500;

/** `col = excluded.col` for every column a dataset row carries. */
const fromExcluded = Object.fromEntries(
  Object.entries(getTableColumns(investors))
    .filter(([key]) => !['id', 'origin', 'searchVector', 'searchHead', 'createdAt', 'updatedAt'].includes(key))
    .map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]),
);

const shippedFileSchema = z.object({ investors: z.array(investorSchema) });

const SHIPPED_FILE = path.join(DATA_DIR, INVESTORS_FILE);

const investorsIn = (bytes: Buffer): Investor[] => shippedFileSchema.parse(JSON.parse(gunzipSync(bytes).toString('utf8'))).investors;

/** The investors of the shipped dataset (apps/api/data/investors.json.gz), checked by the domain schema. */
export function readShippedInvestors(file = SHIPPED_FILE): Investor[] {
  return investorsIn(readFileSync(file));
}

export type LoadProgress = (done: number, total: number) => void;

/**
 * Writes dataset investors by id, in batches, inside the caller's transaction: a new row is added, a
 * known one updated, unless an operator's import has changed it since (origin 'import'): theirs wins.
 */
export async function upsertDatasetInvestors(db: Database, rows: readonly Investor[], onProgress?: LoadProgress) {
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows
      .slice(start, start + BATCH)
      .map((investor) => ({ id: investor.id, origin: 'dataset' as const, ...investorColumns(investor) }));
    await db
      .insert(investors)
      .values(batch)
      .onConflictDoUpdate({
        target: investors.id,
        set: { ...fromExcluded, updatedAt: sql`now()` },
        setWhere: sql`${investors.origin} = 'dataset'`,
      });
    onProgress?.(Math.min(start + BATCH, rows.length), rows.length);
  }
}

/**
 * Loads the shipped dataset into the database once per version of the file, in one transaction: the
 * first start loads it; later starts find the file's hash recorded and load nothing. Returns the number
 * of investors written. The planner's statistics are refreshed after it.
 */
export async function loadShippedInvestors(db: Database, options: { onProgress?: LoadProgress; file?: string } = {}): Promise<number> {
  const bytes = readFileSync(options.file ?? SHIPPED_FILE);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const [loaded] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, MARKER));
  if (loaded?.value === sha256) return 0;
  const rows = investorsIn(bytes);
  await inTransaction(db, async (scoped) => {
    await upsertDatasetInvestors(scoped, rows, options.onProgress);
    await scoped
      .insert(appSettings)
      .values({ key: MARKER, value: sha256 })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: sha256 } });
  });
  await refreshInvestorStatistics(db);
  return rows.length;
}
