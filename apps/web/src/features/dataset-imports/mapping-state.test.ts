import { guessMapping, type ImportField } from '@dealscout/domain';
import { describe, expect, it } from 'vitest';
import { mappingRows, missingRequired, unusedHeaders, withHeader } from './mapping-state';

const fields: ImportField[] = [
  { name: 'company_name', label: 'Company name', help: '', required: true },
  { name: 'url', label: 'Website', help: '', required: false },
  { name: 'preferred_ebitda', label: 'Preferred EBITDA', help: '', required: false },
];
const names = {
  company_name: ['company_name', 'Company name', 'firm', 'name'],
  url: ['url', 'Website', 'web site', 'homepage'],
  preferred_ebitda: ['preferred_ebitda', 'Preferred EBITDA', 'ebitda'],
};

describe('the header guess', () => {
  it('matches any case, spaces, underscores, dashes, units and run-together words', () => {
    expect(guessMapping(['FIRM', 'Web-Site', 'Preferred EBITDA ($MM)'], names)).toEqual({
      company_name: 'FIRM',
      url: 'Web-Site',
      preferred_ebitda: 'Preferred EBITDA ($MM)',
    });
    expect(guessMapping(['CompanyName', 'home_page'], names)).toEqual({ company_name: 'CompanyName', url: 'home_page' });
  });

  it('prefers an exact name to a looser match, and gives each header to one field', () => {
    expect(guessMapping(['Name', 'company_name'], names)).toEqual({ company_name: 'company_name' });
    expect(guessMapping(['EBITDA', 'ebitda'], { a: ['ebitda'], b: ['ebitda'] })).toEqual({ a: 'EBITDA', b: 'ebitda' });
  });

  it('leaves a field unmapped when no header is like it', () => {
    expect(guessMapping(['Notes', 'Comments'], names)).toEqual({});
  });
});

describe('the mapping state', () => {
  it('marks a required field without a header', () => {
    const rows = mappingRows(fields, { url: 'Site' });
    expect(rows.map((row) => [row.field.name, row.header, row.missing])).toEqual([
      ['company_name', null, true],
      ['url', 'Site', false],
      ['preferred_ebitda', null, false],
    ]);
    expect(missingRequired(fields, { url: 'Site' })).toEqual(['Company name']);
    expect(missingRequired(fields, { company_name: 'Firm' })).toEqual([]);
  });

  it('changes a field, takes a header from the field that had it, and leaves one out', () => {
    const guessed = { company_name: 'Firm', url: 'Site' };
    expect(withHeader(guessed, 'url', 'Homepage')).toEqual({ company_name: 'Firm', url: 'Homepage' });
    expect(withHeader(guessed, 'preferred_ebitda', 'Site')).toEqual({ company_name: 'Firm', preferred_ebitda: 'Site' });
    expect(withHeader(guessed, 'url', null)).toEqual({ company_name: 'Firm' });
    expect(guessed).toEqual({ company_name: 'Firm', url: 'Site' });
  });

  it('lists the headers no field takes', () => {
    expect(unusedHeaders(['Firm', 'Site', 'Notes'], { company_name: 'Firm' })).toEqual(['Site', 'Notes']);
  });
});
