import { describe, expect, it } from 'vitest';
import { dealDateLabel, dealWork } from './deal-facts';

describe('a deal as the investor detail shows it', () => {
  it('writes its date as a calendar date, whatever the time zone', () => {
    expect(dealDateLabel('2024-03-01')).toBe('Mar 1, 2024');
    expect(dealDateLabel('1999-12-31')).toBe('Dec 31, 1999');
    expect(dealDateLabel(null)).toBe('Undated');
  });

  it('says what the counterpart does from its description, else its categories, with its NAICS code', () => {
    expect(dealWork({ description: 'Dental labs.', counterpart_categories: ['Dental'], counterpart_naics: '339116' })).toBe(
      'Dental labs. · NAICS 339116',
    );
    expect(dealWork({ description: null, counterpart_categories: ['Security', 'Software'], counterpart_naics: null })).toBe(
      'Security, Software',
    );
    expect(dealWork({ description: '  ', counterpart_categories: [], counterpart_naics: null })).toBeNull();
  });
});
