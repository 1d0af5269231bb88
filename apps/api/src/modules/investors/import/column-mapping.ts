import {
  INVESTOR_IMPORT_FIELDS,
  INVESTOR_IMPORT_HEADER_ALIASES,
  type InvestorImportField,
  type InvestorImportMapping,
} from '@dealscout/domain';

const normal = (header: string) => header.trim().toLowerCase();

/**
 * Which CSV column feeds each field: the mapping file's choice, else a column named like the field
 * (any case), else one of the export's headers. Throws when no column holds company_name.
 */
export function columnsFor(headers: string[], mapping: InvestorImportMapping = {}): Map<InvestorImportField, number> {
  const index = new Map(headers.map((header, position) => [normal(header), position]));
  const columns = new Map<InvestorImportField, number>();
  const { key: _key, ...chosen } = mapping;
  for (const [field, header] of Object.entries(chosen) as [InvestorImportField, string][]) {
    const position = index.get(normal(header));
    if (position === undefined) throw new Error(`The mapping names a column the file does not have: "${header}" (for ${field})`);
    columns.set(field, position);
  }
  for (const field of INVESTOR_IMPORT_FIELDS) {
    if (!columns.has(field) && index.has(field)) columns.set(field, index.get(field)!);
  }
  for (const [alias, field] of Object.entries(INVESTOR_IMPORT_HEADER_ALIASES)) {
    if (!columns.has(field) && index.has(alias)) columns.set(field, index.get(alias)!);
  }
  if (!columns.has('company_name'))
    throw new Error('No column holds company_name: name one "company_name" or "Name", or map it with --mapping');
  return columns;
}

/** The cells of one record as the fields of the import row schema (absent columns are empty). */
export function cellsOf(record: string[], columns: Map<InvestorImportField, number>): Record<InvestorImportField, string> {
  return Object.fromEntries(INVESTOR_IMPORT_FIELDS.map((field) => [field, record[columns.get(field) ?? -1] ?? ''])) as Record<
    InvestorImportField,
    string
  >;
}
