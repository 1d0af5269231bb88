import type { DocumentExtension } from '@dealscout/domain';

/** How much of a file's beginning is read before its signature is judged. */
export const SIGNATURE_HEAD_BYTES = 8 * 1024;

const PDF = Buffer.from('%PDF');
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** The parts an Office Open XML package may start with; Word, Excel and PowerPoint write [Content_Types].xml first. */
const OOXML_ENTRIES = ['[Content_Types].xml', '_rels/', 'docProps/', 'word/', 'xl/', 'ppt/', 'customXml/'];

/** The name of the first entry of a zip archive, from its local file header. */
function firstZipEntry(head: Buffer): string {
  if (head.length < 30) return '';
  const nameLength = head.readUInt16LE(26);
  return head.subarray(30, 30 + nameLength).toString('latin1');
}

function isOfficeOpenXml(head: Buffer): boolean {
  if (!head.subarray(0, 4).equals(ZIP)) return false;
  const first = firstZipEntry(head);
  return OOXML_ENTRIES.some((entry) => first.startsWith(entry)) || head.includes('[Content_Types].xml');
}

/** Whether a file's first bytes are what its extension claims (an .exe renamed .pdf is not). */
export function matchesSignature(extension: DocumentExtension, head: Buffer): boolean {
  switch (extension) {
    case 'pdf':
      return head.subarray(0, PDF.length).equals(PDF);
    case 'docx':
    case 'pptx':
    case 'xlsx':
      return isOfficeOpenXml(head);
    case 'doc':
    case 'ppt':
    case 'xls':
      return head.subarray(0, OLE.length).equals(OLE);
    case 'txt':
      return !head.subarray(0, SIGNATURE_HEAD_BYTES).includes(0);
  }
}

/**
 * Passes a file's chunks through once its head has been judged, so a file with the wrong content
 * is refused after its first few KB rather than after being stored whole.
 */
export async function* checkedSignature(file: AsyncIterable<Buffer>, extension: DocumentExtension, refuse: () => Error) {
  let head: Buffer | null = Buffer.alloc(0);
  for await (const chunk of file) {
    if (head === null) {
      yield chunk;
      continue;
    }
    head = Buffer.concat([head, chunk]);
    if (head.length < SIGNATURE_HEAD_BYTES) continue;
    if (!matchesSignature(extension, head)) throw refuse();
    yield head;
    head = null;
  }
  if (head === null) return;
  if (!matchesSignature(extension, head)) throw refuse();
  if (head.length) yield head;
}
