import { describe, expect, it } from 'vitest';
import { advancedQuery, advancedSections, applicableAdvanced, naicsQueryCodes, rangeLabel, sliderLabel } from './advanced-filters';

describe('advanced filters', () => {
  it('shows NAICS and sectors for the first two types, the sliders for the third, everything for no type', () => {
    expect(advancedSections([])).toEqual({ classification: true, financials: true });
    expect(advancedSections(['venture capital'])).toEqual({ classification: true, financials: false });
    expect(advancedSections(['corporation'])).toEqual({ classification: true, financials: false });
    expect(advancedSections(['private equity'])).toEqual({ classification: false, financials: true });
    expect(advancedSections(['corporation', 'private equity'])).toEqual({ classification: true, financials: true });
  });

  it('keeps only the parts of the chosen types, without empty lists or untouched sliders', () => {
    const advanced = {
      keywords: ['dental'],
      naics: ['6212'],
      sectors: [],
      ebitda: [0, 100] as [number, number],
      ev: [20, 80] as [number, number],
    };
    expect(applicableAdvanced(advanced, [])).toEqual({ keywords: ['dental'], naics: ['6212'], ev: [20, 80] });
    expect(applicableAdvanced(advanced, ['private equity'])).toEqual({ keywords: ['dental'], ev: [20, 80] });
    expect(applicableAdvanced(advanced, ['corporation'])).toEqual({ keywords: ['dental'], naics: ['6212'] });
  });

  it('sends a range sector as each of its two-digit sectors, once', () => {
    expect(naicsQueryCodes('31-33')).toEqual(['31', '32', '33']);
    expect(naicsQueryCodes('6211')).toEqual(['6211']);
    expect(advancedQuery({ naics: ['31-33', '32'] }, [])).toEqual({ naics: ['31', '32', '33'] });
  });

  it('labels slider positions 0-100 as $1mm to $1,000mm', () => {
    expect(sliderLabel(0)).toBe('$1mm');
    expect(sliderLabel(50)).toBe('$31.62mm');
    expect(sliderLabel(100)).toBe('$1,000mm');
    expect(rangeLabel([0, 100])).toBe('$1mm - $1,000mm');
  });
});
