import type { DatasetImportMapping, ImportField } from '@dealscout/domain';

/** One row of the mapping table: our field, the file's header feeding it (null: not imported), and whether it still needs one. */
export interface MappingRow {
  field: ImportField;
  header: string | null;
  missing: boolean;
}

/** The mapping table's rows, in the kind's field order. */
export function mappingRows(fields: readonly ImportField[], mapping: DatasetImportMapping): MappingRow[] {
  return fields.map((field) => {
    const header = mapping[field.name] ?? null;
    return { field, header, missing: field.required && header === null };
  });
}

/**
 * The mapping with `field` fed by `header` (null: not imported). A header feeds one field: choosing it for
 * a field takes it from the field that had it, which is then not imported.
 */
export function withHeader(mapping: DatasetImportMapping, field: string, header: string | null): DatasetImportMapping {
  const next = Object.fromEntries(Object.entries(mapping).filter(([name, chosen]) => name !== field && chosen !== header));
  return header === null ? next : { ...next, [field]: header };
}

/** The labels of the required fields no header feeds: the import cannot start until they are mapped. */
export const missingRequired = (fields: readonly ImportField[], mapping: DatasetImportMapping) =>
  mappingRows(fields, mapping)
    .filter((row) => row.missing)
    .map((row) => row.field.label);

/** The file's headers no field takes: shown so nothing is left out unseen. */
export const unusedHeaders = (headers: readonly string[], mapping: DatasetImportMapping) => {
  const used = new Set(Object.values(mapping));
  return headers.filter((header) => !used.has(header));
};
