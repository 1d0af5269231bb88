/** "Deal Date", "deal-date" and "deal_date" are one header. */
export const headerKey = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s\-.]+/g, '_')
    .replace(/[^a-z0-9_]/g, '');

/** The fields of one kind of import, and the usual export headers that stand for them. */
export interface ImportFields<F extends string> {
  fields: readonly F[];
  aliases: Readonly<Record<string, F>>;
}

/**
 * Which CSV column feeds each field: the mapping's choice, else a column named like the field, else one of
 * the usual export headers (`aliases`); headers compare by `headerKey`, and a column feeds one field at
 * most. Throws when the mapping names a column the file does not have.
 */
export function columnsByHeader<F extends string>(
  headers: readonly string[],
  mapping: Partial<Record<F, string>>,
  { fields, aliases }: ImportFields<F>,
): Map<F, number> {
  const index = new Map<string, number>();
  headers.forEach((header, position) => {
    if (!index.has(headerKey(header))) index.set(headerKey(header), position);
  });
  const columns = new Map<F, number>();
  for (const [field, header] of Object.entries(mapping) as [F, string][]) {
    const position = index.get(headerKey(header));
    if (position === undefined) throw new Error(`The mapping names a column the file does not have: "${header}" (for ${field})`);
    columns.set(field, position);
  }
  const guesses: [string, F][] = [...fields.map((field): [string, F] => [field, field]), ...Object.entries(aliases)];
  for (const [header, field] of guesses) {
    const position = index.get(headerKey(header));
    if (!columns.has(field) && position !== undefined && ![...columns.values()].includes(position)) columns.set(field, position);
  }
  return columns;
}

/** The cells of one record as an import row's fields (absent columns are empty). */
export function cellsByField<F extends string>(
  record: readonly string[],
  columns: Map<F, number>,
  fields: readonly F[],
): Record<F, string> {
  return Object.fromEntries(fields.map((field) => [field, record[columns.get(field) ?? -1] ?? ''])) as Record<F, string>;
}
