import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';

/** The mails the server under test wrote to DATA_DIR/outbox, oldest first. */
export async function readOutbox(): Promise<string[]> {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  const files = (await readdir(dir).catch(() => [])).sort();
  // Undo quoted-printable soft line breaks so long links read whole.
  return Promise.all(files.map(async (file) => (await readFile(path.join(dir, file), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=')));
}

/** Waits for a mail to `to` whose text matches `pattern`, newer than `after` mails, and returns the first group. */
export async function waitForMail(to: string, pattern: RegExp, after = 0): Promise<string> {
  let found: string | undefined;
  const newest = async () => {
    const mails = (await readOutbox()).slice(after).filter((mail) => mail.includes(`To: ${to}`));
    const match = mails
      .map((mail) => pattern.exec(mail))
      .filter(Boolean)
      .at(-1);
    found = match ? (match[1] ?? match[0]) : undefined;
    return found;
  };
  await expect.poll(newest, { message: `a mail to ${to} matching ${pattern}`, timeout: 10_000 }).toBeDefined();
  return found!;
}

export const mailCount = async () => (await readOutbox()).length;
