import { NAICS_LEVELS, type NaicsEntry } from '@dealscout/domain';
import { parse } from 'csv-parse/sync';

/**
 * naics_2022_2-6digit_codes.csv as select entries (label = code, value = title), in the Census order:
 * every code right after its parent, so four-digit groups come before their six-digit industries.
 */
export function naicsEntries(csv: string): NaicsEntry[] {
  const rows = parse(csv, { columns: true, skip_empty_lines: true }) as { seq_no: string; code: string; title: string; level: string }[];
  return rows
    .sort((a, b) => Number(a.seq_no) - Number(b.seq_no))
    .map((row) => {
      const level = NAICS_LEVELS.find((candidate) => candidate === row.level);
      if (!level) throw new Error(`NAICS ${row.code}: unknown level ${row.level}`);
      return { label: row.code.trim(), value: row.title.trim(), level };
    });
}
