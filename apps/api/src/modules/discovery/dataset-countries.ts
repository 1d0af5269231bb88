import { asc, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { investors } from '../../db/schema/index.js';
import { datasetKey } from '../investor-index/index.js';

let held: { key: string; countries: Promise<string[]> } | null = null;

/** The countries the dataset's investors are in, read once per dataset version (a description's places: description-filters.ts). */
export async function datasetCountries(db: Database): Promise<string[]> {
  const key = await datasetKey(db);
  if (held?.key !== key) {
    const countries = db
      .selectDistinct({ country: investors.country })
      .from(investors)
      .where(isNotNull(investors.country))
      .orderBy(asc(investors.country))
      .then((rows) => rows.map((row) => row.country!));
    held = { key, countries };
    countries.catch(() => {
      if (held?.countries === countries) held = null;
    });
  }
  return held.countries;
}
