import { DEAL_IMPORT_FIELDS, DEAL_IMPORT_HEADER_ALIASES, type DealImportField, type DealImportMapping } from '@dealscout/domain';

/** "Deal Date", "deal-date" and "deal_date" are one header. */
export const headerKey = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s\-.]+/g, '_')
    .replace(/[^a-z0-9_]/g, '');

/**
 * Which CSV column feeds each field of a deals import: the mapping's choice, else a column named like the
 * field, else one of the usual deal-export words (DEAL_IMPORT_HEADER_ALIASES). Throws when the mapping
 * names a column the file lacks, or no column says whose deal it is or with whom.
 */
export function dealColumnsFor(headers: string[], mapping: DealImportMapping = {}): Map<DealImportField, number> {
  const index = new Map<string, number>();
  headers.forEach((header, position) => {
    if (!index.has(headerKey(header))) index.set(headerKey(header), position);
  });
  const columns = new Map<DealImportField, number>();
  for (const [field, header] of Object.entries(mapping) as [DealImportField, string][]) {
    const position = index.get(headerKey(header));
    if (position === undefined) throw new Error(`The mapping names a column the file does not have: "${header}" (for ${field})`);
    columns.set(field, position);
  }
  const taken = () => new Set(columns.values());
  for (const field of DEAL_IMPORT_FIELDS) {
    const position = index.get(field);
    if (!columns.has(field) && position !== undefined && !taken().has(position)) columns.set(field, position);
  }
  for (const [alias, field] of Object.entries(DEAL_IMPORT_HEADER_ALIASES)) {
    const position = index.get(alias);
    if (!columns.has(field) && position !== undefined && !taken().has(position)) columns.set(field, position);
  }
  if (!columns.has('investor_name') && !columns.has('investor_website'))
    throw new Error('No column says whose deal a row is: name one "investor_name" or "investor_website" (or "acquirer"), or map it');
  if (!columns.has('counterpart_name'))
    throw new Error('No column holds the counterpart: name one "counterpart_name" (or "target"), or map it');
  return columns;
}

/** The cells of one record as the fields of the deal row schema (absent columns are empty). */
export function dealCellsOf(record: string[], columns: Map<DealImportField, number>): Record<DealImportField, string> {
  return Object.fromEntries(DEAL_IMPORT_FIELDS.map((field) => [field, record[columns.get(field) ?? -1] ?? ''])) as Record<
    DealImportField,
    string
  >;
}
