import { z } from 'zod';

export const DOCUMENT_EXTENSIONS = ['pdf', 'doc', 'docx', 'ppt', 'pptx', 'xls', 'xlsx', 'txt'] as const;
export type DocumentExtension = (typeof DOCUMENT_EXTENSIONS)[number];
export const MAX_FILES_PER_UPLOAD = 100;
export const MAX_DOCUMENT_BYTES = 50 * 1024 * 1024;
export const DOCUMENTS_LIST_HEIGHT = 500;

export const documentMessages = {
  invalidType: 'Invalid file type',
  exists: 'File already exists',
  tooLarge: (name: string) => `${name} must be smaller than 50MB!`,
  tooMany: `You can upload at most ${MAX_FILES_PER_UPLOAD} files at once`,
  noFiles: 'Choose at least one file to upload',
  uploadedOne: 'Document uploaded successfully',
  uploadedMany: 'Documents uploaded successfully',
  deleted: 'Document deleted successfully',
  failed: 'Something went wrong',
  notFound: 'Document not found',
  malformed: 'The upload could not be read (a malformed multipart body). Please try again.',
  storageUnavailable: 'File storage is unavailable right now. Please try again in a few minutes.',
} as const;

/** The extension of a file name, lower-cased, or '' when it has none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

export const isAllowedDocument = (name: string): boolean => (DOCUMENT_EXTENSIONS as readonly string[]).includes(extensionOf(name));

/** A client's file name as metadata: no path, no control characters, at most 255 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const printable = [...base].filter((char) => char.charCodeAt(0) > 0x1f && char.charCodeAt(0) !== 0x7f).join('');
  return printable.trim().slice(-255);
}

export const documentSchema = z.object({
  id: z.string(),
  company_id: z.string(),
  name: z.string(),
  doc_type: z.string(),
  doc_size: z.number().int(),
  uploaded_by: z.string(),
  uploaded_on: z.string(),
  download_url: z.string(),
});
export type CompanyDocument = z.infer<typeof documentSchema>;
