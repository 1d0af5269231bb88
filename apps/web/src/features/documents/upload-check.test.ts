import { documentMessages, MAX_DOCUMENT_BYTES, MAX_FILES_PER_UPLOAD } from '@dealscout/domain';
import { describe, expect, it } from 'vitest';
import { checkUpload } from './upload-check';

const file = (name: string, size = 1024) => ({ name, size });

describe('checkUpload', () => {
  it('accepts allowed types under the size limit', () => {
    const files = [file('plan.pdf'), file('Budget.XLSX'), file('notes.txt')];
    expect(checkUpload(files, [])).toEqual({ accepted: files, errors: [] });
  });

  it('refuses other types with one message for all of them', () => {
    const result = checkUpload([file('photo.png'), file('run.exe'), file('ok.docx')], []);
    expect(result.accepted.map((f) => f.name)).toEqual(['ok.docx']);
    expect(result.errors).toEqual([documentMessages.invalidType]);
  });

  it('refuses files of 50 MB or more by name', () => {
    const result = checkUpload([file('big.pdf', MAX_DOCUMENT_BYTES), file('small.pdf', MAX_DOCUMENT_BYTES - 1)], []);
    expect(result.accepted.map((f) => f.name)).toEqual(['small.pdf']);
    expect(result.errors).toEqual(['big.pdf must be smaller than 50MB!']);
  });

  it('refuses names already in the list or earlier in the same drop', () => {
    const result = checkUpload([file('a.pdf'), file('b.pdf'), file('b.pdf')], ['a.pdf']);
    expect(result.accepted.map((f) => f.name)).toEqual(['b.pdf']);
    expect(result.errors).toEqual([documentMessages.exists]);
  });

  it('refuses a drop of too many files whole', () => {
    const files = Array.from({ length: MAX_FILES_PER_UPLOAD + 1 }, (_, i) => file(`f${i}.pdf`));
    expect(checkUpload(files, [])).toEqual({ accepted: [], errors: [documentMessages.tooMany] });
    expect(checkUpload(files.slice(1), []).accepted).toHaveLength(MAX_FILES_PER_UPLOAD);
  });
});
