import { describe, expect, it } from 'vitest';
import { csvCell, csvText } from '../src/format/csv.js';

describe('csvText, the writer of every CSV export', () => {
  it('quotes commas, quotes and line breaks, and ends lines with CRLF', () => {
    expect(csvText(['Name', 'User Notes'], [['Acme, Inc.', 'Said "yes"\nthen no']]).split('\r\n')).toEqual([
      'Name,User Notes',
      '"Acme, Inc.","Said ""yes""\nthen no"',
    ]);
  });

  it.each([
    ['=HYPERLINK("http://evil.example")', `"'=HYPERLINK(""http://evil.example"")"`],
    ['+1+2', `"'+1+2"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    [' =1+1', `"' =1+1"`],
    ['  +cmd', `"'  +cmd"`],
    ['\t=1+1', `"'\t=1+1"`],
    ['\t-1', `"'\t-1"`],
    ['\r@A1', `"'\r@A1"`],
    ['\u3000=1', `"'\u3000=1"`],
    ['＝1+1', `"'＝1+1"`],
    ['＋1', `"'＋1"`],
    ['－1', `"'－1"`],
    ['＠SUM(A1)', `"'＠SUM(A1)"`],
    [' ＝1', `"' ＝1"`],
  ])('keeps %j from running as a formula', (cell, written) => {
    expect(csvCell(cell)).toBe(written);
  });

  // Issue 41: invisible characters before the sign hid a formula from the guard; a spreadsheet skips them.
  it.each([
    ['zero-width space', '\u200B=1+1'],
    ['zero-width non-joiner', '\u200C+1'],
    ['zero-width joiner', '\u200D-1'],
    ['word joiner', '\u2060@SUM(A1)'],
    ['byte order mark', '\uFEFF=1'],
    ['Mongolian vowel separator', '\u180E=1'],
    ['soft hyphen', '\u00AD=1'],
    ['right-to-left override', '\u202E=1'],
    ['blanks and invisible characters mixed', ' \u200B \u2060＝1'],
  ])('keeps a formula behind a %s from running', (_name, cell) => {
    expect(csvCell(cell)).toBe(`"'${cell}"`);
  });

  it('leaves text that only contains those signs as it is', () => {
    expect(['a=b', 'Smith & Co', 'x@example.com', '10-20', 'A + B', '\u200Bplain'].map(csvCell)).toEqual([
      'a=b',
      'Smith & Co',
      'x@example.com',
      '10-20',
      'A + B',
      '\u200Bplain',
    ]);
  });

  it('quotes a cell with blanks at either end, so a reader keeps them', () => {
    expect([' lead', 'trail '].map(csvCell)).toEqual(['" lead"', '"trail "']);
  });
});
