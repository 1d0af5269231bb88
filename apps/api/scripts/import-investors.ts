/**
 * npm run import:investors -- file.csv [--mapping mapping.json]
 * Imports an operator's investor CSV into the database the server uses (import-cli.ts). Every row read is
 * counted in the summary; each one not added as a company of its own is listed in file.csv.report.csv
 * (line, outcome, reason); a file that cannot be read changes nothing.
 */
import { investorImportMappingSchema, type InvestorImportMapping } from '@dealscout/domain';
import { importInvestors, importReport } from '../src/modules/investors/import/import-investors.js';
import { count, runImportCommand } from './import-cli.js';

runImportCommand({
  usage: 'npm run import:investors -- file.csv [--mapping mapping.json]',
  parseMapping: (json) => investorImportMappingSchema.parse(json) as InvestorImportMapping,
  run: importInvestors,
  report: (result) => importReport(result.reported),
  summary: (result, seconds, report) =>
    `${count(result.rows)} rows in ${seconds} s: ${count(result.inserted)} added, ${count(result.updated)} updated, ` +
    `${count(result.repeated)} repeated (a later row of a company in the file), ${count(result.rejected)} rejected; ` +
    `every row not added is listed in ${report}`,
});
