import { documentMessages, isAllowedDocument, MAX_DOCUMENT_BYTES, MAX_FILES_PER_UPLOAD } from '@dealscout/domain';

export interface UploadCheck<T> {
  accepted: T[];
  /** One message per refused file (or one for the whole drop), duplicates removed. */
  errors: string[];
}

/**
 * Which files of one drop to send: each needs an allowed type, a size under the limit and a name that is
 * neither in the list already nor earlier in the drop. A drop of too many files is refused whole.
 */
export function checkUpload<T extends { name: string; size: number }>(
  files: readonly T[],
  existingNames: readonly string[],
): UploadCheck<T> {
  if (files.length > MAX_FILES_PER_UPLOAD) return { accepted: [], errors: [documentMessages.tooMany] };
  const taken = new Set(existingNames);
  const accepted: T[] = [];
  const errors = new Set<string>();
  for (const file of files) {
    const error = !isAllowedDocument(file.name)
      ? documentMessages.invalidType
      : file.size >= MAX_DOCUMENT_BYTES
        ? documentMessages.tooLarge(file.name)
        : taken.has(file.name)
          ? documentMessages.exists
          : null;
    if (error) errors.add(error);
    else {
      taken.add(file.name);
      accepted.push(file);
    }
  }
  return { accepted, errors: [...errors] };
}
