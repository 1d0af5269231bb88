import {
  INVESTOR_IMPORT_FIELDS,
  INVESTOR_IMPORT_HEADER_ALIASES,
  type InvestorImportField,
  type InvestorImportMapping,
} from '@dealscout/domain';
import { cellsByField, columnsByHeader } from './header-columns.js';

/**
 * Which CSV column feeds each field of an investors import (columnsByHeader, with the export's headers).
 * Throws when the mapping names a column the file lacks, or no column holds company_name.
 */
export function columnsFor(headers: string[], mapping: InvestorImportMapping = {}): Map<InvestorImportField, number> {
  const { key: _key, ...chosen } = mapping;
  const columns = columnsByHeader(headers, chosen, { fields: INVESTOR_IMPORT_FIELDS, aliases: INVESTOR_IMPORT_HEADER_ALIASES });
  if (!columns.has('company_name'))
    throw new Error('No column holds company_name: name one "company_name" or "Name", or map it with --mapping');
  return columns;
}

/** The cells of one record as the fields of the import row schema (absent columns are empty). */
export const cellsOf = (record: string[], columns: Map<InvestorImportField, number>) =>
  cellsByField(record, columns, INVESTOR_IMPORT_FIELDS);
