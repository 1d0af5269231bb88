import { describe, expect, it } from 'vitest';
import { csvText } from './csv-file';

describe('CSV exports', () => {
  it('quotes commas, quotes and line breaks, and keeps formulas from running', () => {
    const text = csvText(
      ['Name', 'User Notes'],
      [
        ['Acme, Inc.', 'Said "yes"\nthen no'],
        ['=HYPERLINK("http://evil.example")', '@SUM(A1)'],
      ],
    );
    expect(text.split('\r\n')).toEqual([
      'Name,User Notes',
      '"Acme, Inc.","Said ""yes""\nthen no"',
      `"'=HYPERLINK(""http://evil.example"")","'@SUM(A1)"`,
    ]);
  });
});
