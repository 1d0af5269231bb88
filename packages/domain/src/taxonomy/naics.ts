import { z } from 'zod';

export const NAICS_LEVELS = ['sector', 'subsector', 'industry_group', 'industry', 'national_industry'] as const;

/**
 * One NAICS 2022 entry as select options want it (spec part 2 §3): `label` is the code, `value` the
 * name. Range sectors have codes like '31-33'. A select searches both label and value.
 */
export const naicsEntrySchema = z.object({ label: z.string(), value: z.string(), level: z.enum(NAICS_LEVELS) });
export type NaicsEntry = z.infer<typeof naicsEntrySchema>;

/**
 * GET /api/taxonomy/naics: every code from the 2-digit sectors to the 6-digit national industries, each
 * parent listed before its children (four-digit groups before their six-digit industries). Public and
 * cacheable: the web app fetches it once rather than bundling it.
 */
export const naicsListSchema = z.array(naicsEntrySchema);
export type NaicsList = z.infer<typeof naicsListSchema>;

/** Sectors written as ranges: the two-digit prefixes they cover. */
const RANGE_SECTORS: Record<string, string> = {
  '31': '31-33',
  '32': '31-33',
  '33': '31-33',
  '44': '44-45',
  '45': '44-45',
  '48': '48-49',
  '49': '48-49',
};

/** The parent of a code: its leading digits ('325412' -> '32541', '311' -> '31-33'); sectors have none. */
export function naicsParent(code: string): string | null {
  if (!/^\d{3,6}$/.test(code)) return null;
  const parent = code.slice(0, -1);
  return RANGE_SECTORS[parent] ?? parent;
}
