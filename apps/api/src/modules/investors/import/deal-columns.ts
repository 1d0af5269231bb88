import { DEAL_IMPORT_FIELDS, DEAL_IMPORT_HEADER_ALIASES, type DealImportField, type DealImportMapping } from '@dealscout/domain';
import { cellsByField, columnsByHeader } from './header-columns.js';

/**
 * Which CSV column feeds each field of a deals import (columnsByHeader, with the usual deal-export words).
 * Throws when the mapping names a column the file lacks, or no column says whose deal it is or with whom.
 */
export function dealColumnsFor(headers: string[], mapping: DealImportMapping = {}): Map<DealImportField, number> {
  const columns = columnsByHeader(headers, mapping, { fields: DEAL_IMPORT_FIELDS, aliases: DEAL_IMPORT_HEADER_ALIASES });
  if (!columns.has('investor_name') && !columns.has('investor_website'))
    throw new Error('No column says whose deal a row is: name one "investor_name" or "investor_website" (or "acquirer"), or map it');
  if (!columns.has('counterpart_name'))
    throw new Error('No column holds the counterpart: name one "counterpart_name" (or "target"), or map it');
  return columns;
}

/** The cells of one record as the fields of the deal row schema (absent columns are empty). */
export const dealCellsOf = (record: string[], columns: Map<DealImportField, number>) => cellsByField(record, columns, DEAL_IMPORT_FIELDS);
