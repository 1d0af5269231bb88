import { describe, expect, it } from 'vitest';
import { disagreement, naicsSector, sectorCue } from '../scripts/audit-naics/sector-words.js';

describe('the NAICS audit', () => {
  it('reads the sector a company’s opening names by its own words, not its customers', () => {
    const openings: [string, string | null][] = [
      ['operates as a home improvement retailer', '44-45'],
      ['operates as the bank holding company for Heartland Bank', '52'],
      ['a clinical-stage biopharmaceutical company, develops therapies', '31-33'],
      ['provides software-as-a-service to retailers and restaurants', '51'],
      ['supplies cutting and safety products to the school, home and office', null],
    ];
    expect(openings.map(([opening]) => [opening, sectorCue(opening)])).toEqual(openings);
    expect(['311999', '325620', '334111'].map(naicsSector)).toEqual(['31-33', '31-33', '31-33']);
    expect(['444110', '455211', '492110'].map(naicsSector)).toEqual(['44-45', '44-45', '48-49']);
  });

  const walmart = { code: '325620', encoder: new Set(['44-45', '42']), words: new Set(['44-45']), cue: '44-45' };

  it('flags a code whose sector no reader gives, with the sector the description names', () => {
    expect(disagreement({ ...walmart, description: 'Walmart Inc. engages in the operation of retail units.' })).toBe('44-45');
    expect(disagreement({ ...walmart, cue: null, description: 'Walmart Inc. runs stores.' })).toBe('44-45');
    // One reader agreeing with the code is enough.
    expect(disagreement({ ...walmart, words: new Set(['31-33']), description: 'Walmart Inc. runs stores.' })).toBeNull();
    // Readers that disagree with the code and with each other name nothing.
    expect(disagreement({ ...walmart, cue: null, words: new Set(['54']), description: 'A company.' })).toBeNull();
  });

  it('never flags a company without a description for lack of text', () => {
    for (const description of [null, '', '   ']) expect(disagreement({ ...walmart, description })).toBeNull();
  });
});
