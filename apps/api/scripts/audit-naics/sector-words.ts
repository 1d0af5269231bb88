import { RETAILER } from '../build-investors/misfilings.js';

/** A NAICS code's sector: its first two digits, with manufacturing (31-33), retail (44-45) and transportation (48-49) as one. */
export function naicsSector(code: string): string {
  const two = code.slice(0, 2);
  if (['31', '32', '33'].includes(two)) return '31-33';
  if (['44', '45'].includes(two)) return '44-45';
  if (['48', '49'].includes(two)) return '48-49';
  return two;
}

/**
 * The NAICS sectors a company's opening sentence names by its own words ("operates as a bank holding company",
 * "a home improvement retailer", "a clinical-stage biopharmaceutical company"), first match wins. Only words
 * that define a business: "serves hospitals" or "to retailers" say who its customers are, not what it is.
 */
export const SECTOR_WORDS: readonly { sector: string; name: string; cue: RegExp }[] = [
  {
    sector: '52',
    name: 'Finance and Insurance',
    cue: /\b(bank holding company|savings and loan holding company|financial holding company|insurance (company|holding company)|reinsur\w+|business development company|(asset|investment) manag\w+|broker-dealer|specialty finance company|consumer finance)\b/i,
  },
  { sector: '53', name: 'Real Estate and Rental and Leasing', cue: /\b(real estate investment trust|REIT)\b(?!.*\bmortgage)/i },
  { sector: '44-45', name: 'Retail Trade', cue: RETAILER },
  {
    sector: '72',
    name: 'Accommodation and Food Services',
    cue: /\b(operates|owns|franchises)( [\w-]+){0,4} (restaurants|hotels|resorts)\b/i,
  },
  {
    sector: '71',
    name: 'Arts, Entertainment, and Recreation',
    cue: /\b(operates|owns)( [\w-]+){0,4} (casinos|fitness (centers|clubs)|theme parks)\b/i,
  },
  {
    sector: '62',
    name: 'Health Care and Social Assistance',
    cue: /\b(operates|owns)( [\w-]+){0,4} (hospitals|clinics|dialysis centers|surgical facilities)\b|\bhealth ?care services company\b/i,
  },
  { sector: '61', name: 'Educational Services', cue: /\b(education(al)? (company|services)|tutoring|online learning)\b/i },
  { sector: '22', name: 'Utilities', cue: /\b(electric utility|public utility|utility holding company|water utility|gas utility)\b/i },
  {
    sector: '21',
    name: 'Mining, Quarrying, and Oil and Gas Extraction',
    cue: /\b(exploration and production|acquisition, exploration|explores? for|oil and (natural )?gas (exploration|company)|mining company|(gold|mineral) exploration)\b/i,
  },
  {
    sector: '48-49',
    name: 'Transportation and Warehousing',
    cue: /\b(airline|trucking company|railroad|freight transportation|shipping company|owns and operates( [\w-]+){0,3} (vessels|tankers|carriers))\b/i,
  },
  { sector: '23', name: 'Construction', cue: /\b(homebuilder|builds homes|construction company|contractor)\b/i },
  {
    sector: '56',
    name: 'Administrative and Support and Waste Management',
    cue: /\b(waste (management|collection)|staffing (company|services))\b/i,
  },
  { sector: '42', name: 'Wholesale Trade', cue: /\b(is a|operates as an?)( [\w-]+){0,3} (distributor|wholesaler)\b/i },
  {
    sector: '51',
    name: 'Information',
    cue: /\b(software company|software-as-a-service|SaaS|telecommunications (company|services)|media company)\b/i,
  },
  {
    sector: '31-33',
    name: 'Manufacturing',
    cue: /\b(manufactures|manufacturer of|manufacturing company|biopharmaceutical company|biotechnology company|clinical-stage)\b/i,
  },
];

/** The sector the opening's own words name, or null. */
export const sectorCue = (opening: string): string | null => SECTOR_WORDS.find((entry) => entry.cue.test(opening))?.sector ?? null;

/**
 * The sector a company's description names where its code's sector is none of the readers': the sector words of
 * its opening, else one the encoder's and the word vectors' nearest industries share; null where they agree
 * with the code, or name nothing. A company without a description is never flagged: there is nothing to hold
 * its code against, and a missing text is no evidence of a wrong code.
 */
export function disagreement(read: {
  description: string | null;
  code: string | null;
  encoder: ReadonlySet<string>;
  words: ReadonlySet<string>;
  cue: string | null;
}): string | null {
  if (!read.description?.trim() || !read.code) return null;
  const sector = naicsSector(read.code);
  if (read.encoder.has(sector) || read.words.has(sector) || read.cue === sector) return null;
  return read.cue ?? [...read.encoder].find((each) => read.words.has(each)) ?? null;
}
