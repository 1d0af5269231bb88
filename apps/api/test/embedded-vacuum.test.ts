import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { describe, expect, it } from 'vitest';
import { vacuumEmbedded } from '../src/db/embedded-vacuum.js';

describe('the embedded database vacuumed', () => {
  it("reuses the space of deleted rows, which PGlite's own autovacuum never does", async () => {
    const client = new PGlite();
    const db = drizzle({ client });
    await db.execute(sql`CREATE TABLE churn (id int, body text)`);
    const size = async () => Number((await client.query<{ bytes: number }>(`SELECT pg_relation_size('churn') AS bytes`)).rows[0]!.bytes);
    // A list replaced: its rows written, then deleted when the next one comes.
    const replace = async () => {
      await db.execute(sql`INSERT INTO churn SELECT g, repeat('x', 200) FROM generate_series(1, 5000) g`);
      await db.execute(sql`DELETE FROM churn`);
    };

    await replace();
    const one = await size();
    await replace();
    expect(await size()).toBeGreaterThan(1.9 * one);

    await vacuumEmbedded(db);
    await replace();
    await vacuumEmbedded(db);
    await replace();
    expect(await size()).toBeLessThanOrEqual(one);
    await client.close();
  });
});
