/**
 * npm run import:investors -- file.csv [--mapping mapping.json]
 * Imports an operator's investor CSV into the database the server uses (DATABASE_URL, else PGlite in
 * DATA_DIR: stop the server first, PGlite opens its files for one process). Every row read is counted
 * in the summary; each one not added as a company of its own is listed in file.csv.report.csv (line,
 * outcome, reason); a file that cannot be read changes nothing.
 */
import { createReadStream, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { investorImportMappingSchema, type InvestorImportMapping } from '@dealscout/domain';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { importInvestors, importReport, type ImportResult } from '../src/modules/investors/import/import-investors.js';

/** Paths as the caller typed them: npm runs the script in apps/api, INIT_CWD is where it was called. */
const fromCaller = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

function argumentsOf(argv: string[]): { file: string; mapping?: InvestorImportMapping } {
  const mappingAt = argv.indexOf('--mapping');
  const mappingFile = mappingAt >= 0 ? argv[mappingAt + 1] : undefined;
  const file = argv.find((argument, index) => !argument.startsWith('--') && (mappingAt < 0 || index !== mappingAt + 1));
  if (!file || (mappingAt >= 0 && !mappingFile)) throw new Error('Usage: npm run import:investors -- file.csv [--mapping mapping.json]');
  const mapping = mappingFile ? investorImportMappingSchema.parse(JSON.parse(readFileSync(fromCaller(mappingFile), 'utf8'))) : undefined;
  return { file: fromCaller(file), mapping };
}

function writeReport(file: string, result: ImportResult): string {
  const report = `${file}.report.csv`;
  writeFileSync(report, importReport(result.reported));
  return report;
}

const count = (value: number) => value.toLocaleString('en-US');

/** One line that accounts for every row read. */
const summaryOf = (result: ImportResult, seconds: string, report: string) =>
  `${count(result.rows)} rows in ${seconds} s: ${count(result.inserted)} added, ${count(result.updated)} updated, ` +
  `${count(result.repeated)} repeated (a later row of a company in the file), ${count(result.rejected)} rejected; ` +
  `every row not added is listed in ${report}`;

function progressBar(size: number, stream: NodeJS.ReadableStream) {
  let read = 0;
  stream.on('data', (chunk: Buffer) => (read += chunk.length));
  return (rows: number) => {
    const share = size ? Math.min(1, read / size) : 1;
    const filled = Math.round(share * 30);
    process.stdout.write(
      `\r  [${'#'.repeat(filled)}${' '.repeat(30 - filled)}] ${(share * 100).toFixed(0).padStart(3)}%  ${rows.toLocaleString('en-US')} rows`,
    );
  };
}

async function main() {
  const { file, mapping } = argumentsOf(process.argv.slice(2));
  const config = loadConfig();
  const database = await openDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.DATA_DIR });
  const started = performance.now();
  try {
    const input = createReadStream(file);
    const result = await importInvestors(database.db, input, { mapping, onProgress: progressBar(statSync(file).size, input) });
    const report = writeReport(file, result);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`\n  ${summaryOf(result, seconds, report)}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(`\n  Import failed, nothing was changed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
