import { randomBytes } from 'node:crypto';

/** One part of a multipart/form-data body: a plain field, or a file when it has a filename. */
export interface FormPart {
  name: string;
  value: string | Buffer;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body built by hand, with the matching content-type header. */
export function multipartBody(parts: FormPart[]) {
  const boundary = `----dealscout-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const filename = part.filename === undefined ? '' : `; filename="${part.filename.replace(/"/g, '%22')}"`;
    const type = part.filename === undefined ? '' : `\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${filename}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A document field of an upload, as the web app sends it. */
export const documentPart = (filename: string, value: string | Buffer): FormPart => ({ name: 'documents', filename, value });

/** First bytes of each kind of document, enough to pass the signature check. */
export const sampleContent = {
  pdf: (body = 'hello') => Buffer.from(`%PDF-1.7\n${body}\n%%EOF\n`),
  docx: () => zipWithFirstEntry('[Content_Types].xml'),
  xls: () => Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]),
  txt: (text = 'plain text\n') => Buffer.from(text),
  exe: () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0x90)]),
};

/** The start of a zip archive: a local file header naming its first entry. */
function zipWithFirstEntry(entry: string) {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(Buffer.byteLength(entry), 26);
  return Buffer.concat([header, Buffer.from(entry), Buffer.from('<Types/>')]);
}
