/**
 * npm run import:activities -- file.csv [--mapping mapping.json]
 * Imports an operator's deals CSV (the investors' activities: docs/investor-import.md) into the database the
 * server uses (import-cli.ts). Every row read is counted as added, updated, unmatched or rejected; each one
 * not added is listed in file.csv.report.csv (line, outcome, reason); a file that cannot be read changes nothing.
 */
import { dealImportMappingSchema, type DealImportMapping } from '@dealscout/domain';
import { dealImportReport, importDeals } from '../src/modules/investors/import/import-deals.js';
import { count, runImportCommand } from './import-cli.js';

runImportCommand({
  usage: 'npm run import:activities -- file.csv [--mapping mapping.json]',
  parseMapping: (json) => dealImportMappingSchema.parse(json) as DealImportMapping,
  run: importDeals,
  report: (result) => dealImportReport(result.reported),
  summary: (result, seconds, report) =>
    `${count(result.rows)} rows in ${seconds} s: ${count(result.added)} added, ${count(result.updated)} updated, ` +
    `${count(result.unmatched)} unmatched (no investor found), ${count(result.rejected)} rejected; ` +
    `every row not added is listed in ${report}`,
});
