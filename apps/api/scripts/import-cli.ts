/** What the import commands share: the arguments, the database, a progress bar, the report and the summary. */
import { createReadStream, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { loadConfig } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/client.js';

/** Paths as the caller typed them: npm runs the script in apps/api, INIT_CWD is where it was called. */
const fromCaller = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

export const count = (value: number) => value.toLocaleString('en-US');

/** A progress bar on standard output, by the share of the file read; returns what to call with the rows read so far. */
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

/** `file.csv [--mapping mapping.json]`, the mapping checked by `parseMapping`. */
function argumentsOf<Mapping>(
  argv: string[],
  usage: string,
  parseMapping: (json: unknown) => Mapping,
): { file: string; mapping?: Mapping } {
  const mappingAt = argv.indexOf('--mapping');
  const mappingFile = mappingAt >= 0 ? argv[mappingAt + 1] : undefined;
  const file = argv.find((argument, index) => !argument.startsWith('--') && (mappingAt < 0 || index !== mappingAt + 1));
  if (!file || (mappingAt >= 0 && !mappingFile)) throw new Error(`Usage: ${usage}`);
  const mapping = mappingFile ? parseMapping(JSON.parse(readFileSync(fromCaller(mappingFile), 'utf8'))) : undefined;
  return { file: fromCaller(file), mapping };
}

export interface ImportCommand<Mapping, Result> {
  usage: string;
  parseMapping: (json: unknown) => Mapping;
  run: (db: Database, input: Readable, options: { mapping?: Mapping; onProgress: (rows: number) => void }) => Promise<Result>;
  /** The report file's text: every row not added, with its line, outcome and reason. */
  report: (result: Result) => string;
  /** One line that accounts for every row read. */
  summary: (result: Result, seconds: string, report: string) => string;
}

/**
 * Runs an import command against the database the server uses (DATABASE_URL, else PGlite in DATA_DIR: stop
 * the server first, PGlite opens its files for one process; the browser's import runs beside it), writes
 * file.csv.report.csv and prints the summary. A file that cannot be read changes nothing and exits 1.
 */
export function runImportCommand<Mapping, Result>(command: ImportCommand<Mapping, Result>): void {
  const main = async () => {
    const { file, mapping } = argumentsOf(process.argv.slice(2), command.usage, command.parseMapping);
    const config = loadConfig();
    const database = await openDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.DATA_DIR });
    const started = performance.now();
    try {
      const input = createReadStream(file);
      const result = await command.run(database.db, input, { mapping, onProgress: progressBar(statSync(file).size, input) });
      const report = `${file}.report.csv`;
      writeFileSync(report, command.report(result));
      console.log(`\n  ${command.summary(result, ((performance.now() - started) / 1000).toFixed(1), report)}`);
    } finally {
      await database.close();
    }
  };
  main().catch((error: unknown) => {
    console.error(`\n  Import failed, nothing was changed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
