import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** The mails the server under test wrote to DATA_DIR/outbox, oldest first. */
export async function readOutbox(): Promise<string[]> {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  const files = (await readdir(dir).catch(() => [])).sort();
  // Undo quoted-printable soft line breaks so long links read whole.
  return Promise.all(files.map(async (file) => (await readFile(path.join(dir, file), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=')));
}

/** Waits for a mail to `to` whose text matches `pattern`, newer than `after` mails, and returns the first group. */
export async function waitForMail(to: string, pattern: RegExp, after = 0): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const mails = (await readOutbox()).slice(after).filter((mail) => mail.includes(`To: ${to}`));
    const match = mails
      .map((mail) => pattern.exec(mail))
      .filter(Boolean)
      .at(-1);
    if (match) return match[1] ?? match[0];
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${to} matching ${pattern}`);
}

export const mailCount = async () => (await readOutbox()).length;
