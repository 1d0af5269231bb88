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

  it('leaves text that only contains those signs as it is', () => {
    expect(['a=b', 'Smith & Co', 'x@example.com', '10-20', 'A + B'].map(csvCell)).toEqual([
      'a=b',
      'Smith & Co',
      'x@example.com',
      '10-20',
      'A + B',
    ]);
  });

  it('quotes a cell with blanks at either end, so a reader keeps them', () => {
    expect([' lead', 'trail '].map(csvCell)).toEqual(['" lead"', '"trail "']);
  });
});
