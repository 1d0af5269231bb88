import { extensionOf, type DocumentExtension } from '@dealscout/domain';
import type { FastifyReply } from 'fastify';
import { AppError } from '../errors.js';
import type { FileStorage } from '../file-storage.js';

const CONTENT_TYPES: Record<DocumentExtension, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  txt: 'text/plain; charset=utf-8',
};

/** `attachment` with an ASCII fallback name and the exact name in RFC 5987 form. */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** The stored bytes of an uploaded file and its name, or null when storage no longer has them (a storage that is down throws its 503). */
export async function storedFile(storage: FileStorage, name: string, key: string) {
  const size = await storage.size(key).catch((error: unknown) => {
    if (error instanceof AppError) throw error;
    return null;
  });
  if (size === null) return null;
  return { name, extension: extensionOf(name) as DocumentExtension, size, stream: storage.read(key) };
}

/** Sends a stored file as a download that the browser must not sniff or keep. */
export function sendDownload(reply: FastifyReply, file: NonNullable<Awaited<ReturnType<typeof storedFile>>>) {
  return reply
    .header('content-type', CONTENT_TYPES[file.extension])
    .header('content-length', file.size)
    .header('content-disposition', attachmentDisposition(file.name))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.stream);
}
