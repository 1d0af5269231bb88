import { SPECIALTIES, SUPPLY_CHAIN_POSITIONS } from './profile-options.js';
import { SECTORS, type Sector } from './sector-names.js';
import { sectorEntry } from './sectors.js';

/** Specialties of a sector under one heading of its taxonomy (a sub-industry). */
export interface SpecialtyGroup {
  /** The sub-industry; null for Health Care's list, the spec's, which has none. */
  name: string | null;
  items: readonly string[];
}

/**
 * A supply-chain position the questionnaire offers, and the roles of the sector taxonomy it stands for:
 * the dataset's `supply_chain_position` speaks the taxonomy's roles, so Florence compares those.
 */
export interface SupplyChainPosition {
  name: string;
  roles: readonly string[];
}

/** The sector whose lists Health Care keeps: the spec's specialties and positions, exactly. */
const HEALTH_CARE: Sector = 'Healthcare';

/**
 * Positions a sector's four roles leave out, in the words a company would use (a software vendor, a
 * manufacturer, a service provider), each with the roles of the sector it is the same place as.
 */
const MORE_POSITIONS: Partial<Record<Sector, readonly SupplyChainPosition[]>> = {
  Technology: [
    { name: 'Software Vendor', roles: ['Platform or Product Developer'] },
    { name: 'Hardware Manufacturer', roles: ['Platform or Product Developer', 'Component Supplier'] },
    { name: 'IT Service Provider', roles: ['Reseller or Integrator'] },
  ],
  'Communication Services': [
    { name: 'Software Vendor', roles: ['Network or Platform Operator'] },
    { name: 'Service Provider', roles: ['Network or Platform Operator'] },
  ],
  Financials: [{ name: 'Software Vendor', roles: ['Service Provider'] }],
  Materials: [{ name: 'Manufacturer', roles: ['Processor or Producer', 'Converter or Fabricator'] }],
  'Real Estate': [{ name: 'Software Vendor', roles: ['Broker or Service Provider'] }],
  'Government/Public Sector': [
    { name: 'Software Vendor', roles: ['Subcontractor or Supplier'] },
    { name: 'Service Provider', roles: ['Prime Contractor', 'Subcontractor or Supplier'] },
  ],
};

const isSector = (value: string | null | undefined): value is Sector => SECTORS.includes(value as Sector);

/** The sector whose lists the questionnaire offers: the one chosen, else Health Care's (the spec's lists, offered before any sector was). */
const listedSector = (sector: string | null | undefined): Sector => (isSector(sector) ? sector : HEALTH_CARE);

/**
 * The specialties the questionnaire offers a company of `sector`: Health Care's ten of the spec; any
 * other sector's taxonomy items, by sub-industry.
 */
export function sectorSpecialties(sector: string | null | undefined): readonly SpecialtyGroup[] {
  const listed = listedSector(sector);
  if (listed === HEALTH_CARE) return [{ name: null, items: SPECIALTIES }];
  return sectorEntry(listed)!.subcategories.map((sub) => ({ name: sub.name, items: sub.items }));
}

/**
 * The supply-chain positions offered to a company of `sector`: Health Care's four of the spec; any
 * other sector's four roles of the taxonomy, then the positions they leave out (MORE_POSITIONS).
 */
export function sectorPositions(sector: string | null | undefined): readonly SupplyChainPosition[] {
  const listed = listedSector(sector);
  if (listed === HEALTH_CARE) return SUPPLY_CHAIN_POSITIONS.map((name) => ({ name, roles: [name] }));
  const roles = sectorEntry(listed)!.supplyChainRoles.filter((role) => role !== 'N/A');
  return [...roles.map((name) => ({ name, roles: [name] })), ...(MORE_POSITIONS[listed] ?? [])];
}

/**
 * The roles of the taxonomy a company's position stands for, as the dataset writes them: a position of
 * its sector's list by that list; any other (an answer from before the lists, a sector left out) as itself.
 */
export function supplyChainRolesOf(sector: string | null | undefined, position: string): readonly string[] {
  const named = position.trim().toLowerCase();
  return sectorPositions(sector).find((offered) => offered.name.toLowerCase() === named)?.roles ?? [position];
}
