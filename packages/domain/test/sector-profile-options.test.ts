import { describe, expect, it } from 'vitest';
import {
  optionsOf,
  QUESTIONS,
  SECTOR_TAXONOMY,
  SECTORS,
  sectorPositions,
  sectorSpecialties,
  SPECIALTIES,
  SUPPLY_CHAIN_POSITIONS,
  supplyChainRolesOf,
  withAnswer,
  type FormAnswers,
} from '../src/index.js';

const question = (key: string) => QUESTIONS.attributes.find((candidate) => candidate.key === key)!;
const offered = (key: string, answers: FormAnswers) => optionsOf(question(key), answers, []).map((option) => option.value);
const OTHER_SECTORS = SECTORS.filter((sector) => sector !== 'Healthcare');

describe("the questionnaire's lists by sector", () => {
  it("keep the spec's health-care specialties and supply-chain positions exactly", () => {
    expect(offered('speciality_input', { primary_sector_dropdown: ['Healthcare'] })).toEqual([...SPECIALTIES]);
    expect(offered('supply_chain_dropdown', { primary_sector_dropdown: ['Healthcare'] })).toEqual([...SUPPLY_CHAIN_POSITIONS]);
    expect(SPECIALTIES).toHaveLength(10);
    expect(SUPPLY_CHAIN_POSITIONS).toEqual([
      'Medical Product Manufacturer',
      'Distributor or Group Purchasing Organization',
      'Healthcare Organization',
      'Healthcare Provider',
    ]);
    // Before a sector is chosen, the spec's lists (as the questionnaire offered them before there were others).
    expect(offered('speciality_input', {})).toEqual([...SPECIALTIES]);
  });

  it.each(OTHER_SECTORS)("give %s its taxonomy's sub-industries' specialties and its roles as positions", (sector) => {
    const entry = SECTOR_TAXONOMY.find((candidate) => candidate.sector === sector)!;
    const groups = sectorSpecialties(sector);
    expect(groups.map((group) => group.name)).toEqual(entry.subcategories.map((sub) => sub.name));
    expect(groups.flatMap((group) => group.items)).toEqual(entry.subcategories.flatMap((sub) => sub.items));
    const options = optionsOf(question('speciality_input'), { primary_sector_dropdown: [sector] }, []);
    expect(options[0]).toMatchObject({ group: entry.subcategories[0]!.name, value: entry.subcategories[0]!.items[0] });
    const positions = sectorPositions(sector).map((position) => position.name);
    expect(positions.slice(0, 4)).toEqual(entry.supplyChainRoles.slice(0, 4));
    expect(positions).not.toContain('N/A');
    expect(new Set(positions).size).toBe(positions.length);
    expect(positions.some((name) => SUPPLY_CHAIN_POSITIONS.includes(name as never))).toBe(false);
    // Every position stands for roles the sector's taxonomy has (what the dataset's candidates carry).
    for (const position of sectorPositions(sector)) for (const role of position.roles) expect(entry.supplyChainRoles).toContain(role);
  });

  it('offer manufacturers, distributors, retailers, software vendors and service providers where they belong', () => {
    const names = (sector: (typeof SECTORS)[number]) => sectorPositions(sector).map((position) => position.name);
    expect(names('Technology')).toEqual(expect.arrayContaining(['Software Vendor', 'Hardware Manufacturer', 'IT Service Provider']));
    expect(names('Consumer Staples')).toEqual(expect.arrayContaining(['Manufacturer or Brand', 'Distributor or Wholesaler', 'Retailer']));
    expect(names('Industrials')).toEqual(expect.arrayContaining(['Manufacturer', 'Distributor', 'Service Provider']));
    expect(names('Materials')).toContain('Manufacturer');
  });

  it("read a position as the taxonomy's roles it stands for, a health-care one and an unknown one as themselves", () => {
    expect(supplyChainRolesOf('Technology', 'Software Vendor')).toEqual(['Platform or Product Developer']);
    expect(supplyChainRolesOf('Technology', 'software vendor')).toEqual(['Platform or Product Developer']);
    expect(supplyChainRolesOf('Healthcare', 'Healthcare Provider')).toEqual(['Healthcare Provider']);
    expect(supplyChainRolesOf(null, 'Healthcare Provider')).toEqual(['Healthcare Provider']);
    expect(supplyChainRolesOf('Technology', 'Something Else')).toEqual(['Something Else']);
  });

  it("clear a specialty and a position the new sector's lists do not hold, and keep those they do", () => {
    const health = {
      primary_sector_dropdown: ['Healthcare'],
      speciality_input: ['Dermatology'],
      supply_chain_dropdown: ['Healthcare Provider'],
    };
    expect(withAnswer(health, 'primary_sector_dropdown', ['Technology'])).toEqual({
      primary_sector_dropdown: ['Technology'],
      speciality_input: [],
      supply_chain_dropdown: [],
    });
    const staples = { primary_sector_dropdown: ['Consumer Staples'], speciality_input: ['none'], supply_chain_dropdown: ['Retailer'] };
    expect(withAnswer(staples, 'primary_sector_dropdown', ['Consumer Discretionary'])).toEqual({
      ...staples,
      primary_sector_dropdown: ['Consumer Discretionary'],
    });
    expect(withAnswer(health, 'speciality_input', ['Hospitals'])).toEqual({ ...health, speciality_input: ['Hospitals'] });
  });
});
