import { datasetImportMessages, type DatasetImportMapping } from '@dealscout/domain';

/** Which column of the file feeds each mapped field, exactly as the mapping names its header; throws on a header the file lacks. */
export function mappedColumns(headers: readonly string[], mapping: DatasetImportMapping): Map<string, number> {
  const columns = new Map<string, number>();
  for (const [field, header] of Object.entries(mapping)) {
    const position = headers.indexOf(header);
    if (position < 0) throw new Error(datasetImportMessages.unknownHeader(header));
    columns.set(field, position);
  }
  return columns;
}

/** A record's cells by field, '' for a field not mapped. */
export function cellsByField(record: readonly string[], columns: ReadonlyMap<string, number>, fields: readonly { name: string }[]) {
  return Object.fromEntries(fields.map(({ name }) => [name, record[columns.get(name) ?? -1] ?? '']));
}
