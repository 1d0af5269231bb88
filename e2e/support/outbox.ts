import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** The mails the server under test wrote to DATA_DIR/outbox, oldest first. */
export async function readOutbox(): Promise<string[]> {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  const files = (await readdir(dir).catch(() => [])).sort();
  return Promise.all(files.map((file) => readFile(path.join(dir, file), 'utf8')));
}
