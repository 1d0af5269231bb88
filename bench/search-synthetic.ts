// Bench only: grows the investors table to `rows` with synthetic perturbations of the shipped rows, in
// SQL (fast enough for a million). Each synthetic row keeps its model's description, NAICS and type,
// gets a numbered name suffix, a state drawn at random (US rows), a subset of the keywords, figures for
// the investor types, and the source "Synthetic bench row". The text indexes are dropped during the
// load and built again after it, as a bulk load would.
import { US_STATES } from '@dealscout/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '@dealscout/api/testing';

const BULK_INDEXES = ['investors_search_idx', 'investors_name_trgm_idx', 'investors_sector_focus_idx'];

export async function expandSynthetic(
  db: Database,
  rows: number,
  engine: 'pglite' | 'postgres',
): Promise<{ shipped: number; added: number }> {
  const rowsOf = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const [counted] = await rowsOf<{ shipped: number }>(sql`SELECT count(*)::int AS shipped FROM investors`);
  const wanted = rows - counted!.shipped;
  if (wanted <= 0) return { shipped: counted!.shipped, added: 0 };
  const indexNames = sql.join(
    BULK_INDEXES.map((name) => sql`${name}`),
    sql`, `,
  );
  const indexes = await rowsOf<{ indexdef: string }>(
    sql`SELECT indexdef FROM pg_indexes WHERE tablename = 'investors' AND indexname IN (${indexNames})`,
  );
  // A partitioned table's index reads 'ON ONLY': built that way it would cover no partition.
  const definitions = indexes.map((row) => row.indexdef.replace(' ON ONLY ', ' ON '));
  for (const name of BULK_INDEXES) await db.execute(sql.raw(`DROP INDEX IF EXISTS ${name}`));
  if (engine === 'postgres') await db.execute(sql`SET maintenance_work_mem = '512MB'`);

  const states = `ARRAY[${US_STATES.map((state) => `'${state.name.replace(/'/g, "''")}'`).join(',')}]`;
  const copies = Math.ceil(wanted / counted!.shipped);
  await db.execute(sql`SELECT setseed(0.42)`);
  await db.execute(
    sql.raw(`INSERT INTO investors (company_name, url, description, keywords, type, naics_six_digit_industry, us_state_full, country,
      hq_address, broad_specialty, narrow_specialty, sector_focus, specialty_interests, attribute_interests, supply_chain_position,
      preferred_ebitda, preferred_revenue, preferred_ev, typical_equity_investments, super_sector, market_cap, sources, origin)
    SELECT b.company_name || ' ' || (ARRAY['Holdings','Partners','Group','Ventures','Labs','Systems','Works','Industries'])[1 + g % 8] || ' ' || g,
      CASE WHEN b.url IS NULL THEN NULL ELSE b.url || '/synthetic-' || g END,
      b.description,
      b.keywords[1:greatest(1, cardinality(b.keywords) - g % 4)],
      b.type, b.naics_six_digit_industry,
      CASE WHEN b.country = 'United States' THEN (${states})[1 + floor(random() * 50)::int] ELSE b.us_state_full END,
      b.country, b.hq_address, b.broad_specialty, b.narrow_specialty, b.sector_focus, b.specialty_interests, b.attribute_interests,
      b.supply_chain_position,
      CASE WHEN b.type <> 'corporation' THEN round((random() * 300)::numeric, 1)::float8 END,
      CASE WHEN b.type <> 'corporation' THEN round((random() * 1500)::numeric, 1)::float8 END,
      CASE WHEN b.type <> 'corporation' THEN round((random() * 2000)::numeric, 1)::float8 END,
      CASE WHEN b.type <> 'corporation' THEN round((random() * 500)::numeric, 1)::float8 END,
      b.super_sector, b.market_cap,
      '[{"title":"Synthetic bench row","url":""}]'::jsonb, 'import'
    FROM (SELECT * FROM investors ORDER BY id) b CROSS JOIN generate_series(1, ${copies}) g
    LIMIT ${wanted}`),
  );
  for (const definition of definitions) await db.execute(sql.raw(definition));
  // As after any bulk load: the planner's statistics of the grown table.
  await db.execute(sql`ANALYZE investors`);
  return { shipped: counted!.shipped, added: wanted };
}
