import { describe, expect, it } from 'vitest';
import {
  AREA_OF_OPERATIONS_OPTIONS,
  CHANGE_IMPORTANCE_LABELS,
  COUNTRIES,
  COUNTRY_STATES,
  IMPORTANCE_LABELS,
  LOCATION_OPTIONS,
  naicsParent,
  sectorOfNaics,
  SECTOR_TAXONOMY,
  SECTORS,
  US_STATES,
  usStateName,
} from '../src/index.js';

describe('sector taxonomy', () => {
  it('has one entry per sector, in the spec order', () => {
    expect(SECTOR_TAXONOMY.map((entry) => entry.sector)).toEqual([
      'Healthcare',
      'Financials',
      'Technology',
      'Consumer Discretionary',
      'Consumer Staples',
      'Industrials',
      'Energy',
      'Materials',
      'Utilities',
      'Real Estate',
      'Communication Services',
      'Government/Public Sector',
    ]);
    expect([...SECTOR_TAXONOMY.map((entry) => entry.sector)].sort()).toEqual([...SECTORS].sort());
  });

  it.each(SECTOR_TAXONOMY.map((entry) => [entry.sector, entry] as const))(
    '%s has 8-9 subcategories of about 15 items and 4 roles plus N/A',
    (_, entry) => {
      expect(entry.subcategories.length).toBeGreaterThanOrEqual(8);
      expect(entry.subcategories.length).toBeLessThanOrEqual(9);
      for (const subcategory of entry.subcategories) {
        expect(subcategory.items.length, subcategory.name).toBeGreaterThanOrEqual(12);
        expect(new Set(subcategory.items).size, subcategory.name).toBe(subcategory.items.length);
      }
      expect(new Set(entry.subcategories.map((subcategory) => subcategory.name)).size).toBe(entry.subcategories.length);
      expect(entry.supplyChainRoles).toHaveLength(5);
      expect(entry.supplyChainRoles[4]).toBe('N/A');
      expect(new Set(entry.supplyChainRoles).size).toBe(5);
    },
  );
});

describe('locations', () => {
  it('lists the 50 states with their postal codes, South Dakota SD and Wyoming WY', () => {
    expect(US_STATES).toHaveLength(50);
    expect(LOCATION_OPTIONS[0]).toEqual({ label: 'International', value: 'International' });
    expect(LOCATION_OPTIONS).toHaveLength(51);
    expect(LOCATION_OPTIONS.find((option) => option.label.startsWith('South Dakota'))?.value).toBe('SD');
    expect(LOCATION_OPTIONS.find((option) => option.label.startsWith('Wyoming'))?.value).toBe('WY');
    expect(usStateName('sd')).toBe('South Dakota');
    expect(usStateName('DC')).toBeNull();
  });

  it('offers all 50 states as areas of operation, past Texas too', () => {
    expect(AREA_OF_OPERATIONS_OPTIONS).toHaveLength(50);
    expect(AREA_OF_OPERATIONS_OPTIONS.map((option) => option.value)).toContain('Wyoming');
  });

  it('has the states of the 11 countries', () => {
    expect(COUNTRIES).toEqual([
      'Australia',
      'Brazil',
      'Canada',
      'China',
      'France',
      'Germany',
      'India',
      'Italy',
      'Ukraine',
      'United Kingdom',
      'United States',
    ]);
    expect(COUNTRY_STATES.Canada).toContain('Ontario');
    expect(COUNTRY_STATES['United States']).toContain('District of Columbia');
    expect(COUNTRY_STATES['United States']).not.toContain('Armed Forces Pacific');
  });
});

describe('labels and codes', () => {
  it('has ten importance labels in two endings', () => {
    expect(IMPORTANCE_LABELS).toHaveLength(10);
    expect(IMPORTANCE_LABELS[0]).toBe("Don't care");
    expect(IMPORTANCE_LABELS[9]).toBe('Upmost Priority');
    expect(CHANGE_IMPORTANCE_LABELS[9]).toBe('Company cannot change');
    expect(IMPORTANCE_LABELS.filter((label) => label === 'Care a lot')).toHaveLength(3);
  });

  it('finds the parent of a NAICS code, range sectors included', () => {
    expect(naicsParent('325412')).toBe('32541');
    expect(naicsParent('3254')).toBe('325');
    expect(naicsParent('311')).toBe('31-33');
    expect(naicsParent('621')).toBe('62');
    expect(naicsParent('62')).toBeNull();
  });
});

describe('sectorOfNaics', () => {
  it.each([
    ['621111', 'Healthcare'],
    ['325412', 'Healthcare'],
    ['325199', 'Materials'],
    ['513210', 'Technology'],
    ['516120', 'Communication Services'],
    ['311', 'Consumer Staples'],
    ['336411', 'Industrials'],
    ['336110', 'Consumer Discretionary'],
    ['31-33', 'Industrials'],
    ['92', 'Government/Public Sector'],
  ])('%s is in %s', (code, sector) => {
    expect(sectorOfNaics(code)).toBe(sector);
  });

  it('knows no sector for a code outside NAICS', () => {
    expect(sectorOfNaics('99')).toBeNull();
  });
});
