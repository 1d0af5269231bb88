// What a crash may not leave behind, read straight from the database and DATA_DIR/files with no
// server running: companies without their default boards, document rows without their file (or
// with a file of another size), files without a row.
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, DEFAULT_BOARDS } from '@dealscout/api/testing';

export interface Integrity {
  companiesWithoutBoards: number;
  documentRowsWithoutFile: number;
  /** Path and size of each file under DATA_DIR/files that no document row names. */
  filesWithoutRow: { file: string; size: number }[];
}

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

export async function checkIntegrity(databaseUrl: string | undefined, dataDir: string): Promise<Integrity> {
  const handle = await openDatabase(databaseUrl ? { url: databaseUrl, poolSize: 1 } : { dataDir });
  try {
    const boardless = rowsOf<{ id: string }>(
      await handle.db.execute(sql`
        select c.id from companies c left join company_boards b on b.company_id = c.id
        group by c.id having count(b.id) <> ${DEFAULT_BOARDS.length}`),
    );
    const documents = rowsOf<{ storage_key: string; size_bytes: string | number }>(
      await handle.db.execute(sql`select storage_key, size_bytes from company_documents`),
    );
    const filesRoot = path.join(dataDir, 'files');
    const fileOf = (key: string) => path.join(filesRoot, key.slice(0, 2), key);
    let withoutFile = 0;
    for (const document of documents) {
      const size = await stat(fileOf(document.storage_key)).then(
        (file) => file.size,
        () => null,
      );
      if (size !== Number(document.size_bytes)) withoutFile++;
    }
    const known = new Set(documents.map((document) => fileOf(document.storage_key)));
    return {
      companiesWithoutBoards: boardless.length,
      documentRowsWithoutFile: withoutFile,
      filesWithoutRow: await Promise.all(
        (await filesUnder(filesRoot)).filter((file) => !known.has(file)).map(async (file) => ({ file, size: (await stat(file)).size })),
      ),
    };
  } finally {
    await handle.close();
  }
}
