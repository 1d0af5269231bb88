import { readFileSync } from 'node:fs';
import path from 'node:path';
import { recordsOf } from './source-rows.js';

/** The committed override table: one reviewed correction of a company's NAICS code a row (docs/data.md, "NAICS audit"). */
export const OVERRIDES_FILE = 'naics-overrides.csv';
const OVERRIDES_PATH = path.join(import.meta.dirname, OVERRIDES_FILE);

export interface NaicsOverride {
  line: number;
  company: string;
  naics: string;
  reason: string;
}

/** The table's rows, each with its line; a row without a company, a code or a reason fails with its line. */
export function readNaicsOverrides(csv = readFileSync(OVERRIDES_PATH, 'utf8'), file = OVERRIDES_FILE): NaicsOverride[] {
  return recordsOf(csv).map(({ line, record }) => {
    const override = {
      line,
      company: record.company?.trim() ?? '',
      naics: record.naics?.trim() ?? '',
      reason: record.reason?.trim() ?? '',
    };
    if (!override.company || !override.naics || !override.reason)
      throw new Error(`${file}:${line}: a row needs a company, a NAICS code and a reason`);
    return override;
  });
}

/**
 * Each company's code as the table sets it, by the company's name in the dataset. An unknown company, a name two
 * companies share, a code NAICS 2022 does not have, or a company listed twice fails the build with the line.
 */
export function naicsOverrides(
  overrides: readonly NaicsOverride[],
  companyNames: readonly string[],
  naicsCodes: ReadonlySet<string>,
  file = OVERRIDES_FILE,
): Map<string, NaicsOverride> {
  const named = new Map<string, number>();
  for (const name of companyNames) named.set(name, (named.get(name) ?? 0) + 1);
  const byCompany = new Map<string, NaicsOverride>();
  for (const override of overrides) {
    const where = `${file}:${override.line}`;
    const count = named.get(override.company) ?? 0;
    if (!count) throw new Error(`${where}: unknown company ${JSON.stringify(override.company)}`);
    if (count > 1) throw new Error(`${where}: ${count} companies are named ${JSON.stringify(override.company)}`);
    if (!naicsCodes.has(override.naics)) throw new Error(`${where}: ${JSON.stringify(override.naics)} is not a NAICS 2022 code`);
    const earlier = byCompany.get(override.company);
    if (earlier) throw new Error(`${where}: ${JSON.stringify(override.company)} is already set on line ${earlier.line}`);
    byCompany.set(override.company, override);
  }
  return byCompany;
}
