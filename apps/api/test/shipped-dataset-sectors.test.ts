import { describe, expect, it } from 'vitest';
import { readShippedInvestors } from '../src/modules/investors/load-dataset.js';

/**
 * Our own check of the shipped NAICS codes (issue 40): well-known companies and the NAICS sector (first two
 * digits) their main business belongs to, written down from what each company is known to do, not read off the
 * data. A company whose main business spans two sectors lists both (an integrated oil company extracts and refines).
 */
const SECTORS: Record<string, readonly string[]> = {
  // Retail trade (44-45): stores, not the goods they sell.
  'Walmart Inc.': ['45'],
  'Target Corporation': ['45'],
  'Dollar General Corporation': ['45'],
  'Costco Wholesale Corporation': ['45'],
  'The Kroger Co.': ['44'],
  'Home Depot, Inc.': ['44'],
  "Lowe's Companies, Inc.": ['44'],
  "Macy's, Inc.": ['45'],
  'TJX Companies Inc': ['44', '45'],
  'Amazon.com, Inc.': ['44', '45'],
  // Manufacturing (31-33).
  'Tyson Foods, Inc.': ['31'],
  'Post Holdings, Inc.': ['31'],
  'YETI Holdings, Inc.': ['33'],
  'General Mills, Inc.': ['31'],
  'The Hershey Company': ['31'],
  'PepsiCo, Inc.': ['31'],
  'Coca-Cola Company': ['31'],
  'Archer-Daniels-Midland Company': ['31'],
  'The Procter & Gamble Company': ['32'],
  'Colgate-Palmolive Company': ['32'],
  'Pfizer, Inc.': ['32'],
  'Eli Lilly and Company': ['32'],
  'Dow Inc.': ['32'],
  'Apple Inc.': ['33'],
  'Intel Corporation': ['33'],
  'NVIDIA Corporation': ['33'],
  'Cisco Systems, Inc.': ['33'],
  'Medtronic plc': ['33'],
  'Caterpillar Inc.': ['33'],
  'Deere & Company': ['33'],
  'Ford Motor Company': ['33'],
  'Tesla, Inc.': ['33'],
  'Boeing Company (The)': ['33'],
  'Honeywell International Inc.': ['33'],
  'Whirlpool Corporation': ['33'],
  'Nucor Corporation': ['33'],
  // Information (51).
  'Microsoft Corporation': ['51'],
  'Alphabet Inc.': ['51'],
  'Oracle Corporation': ['51'],
  'Verizon Communications Inc.': ['51'],
  'AT&T Inc.': ['51'],
  'Netflix, Inc.': ['51'],
  'Comcast Corporation': ['51'],
  // Finance and insurance (52).
  'JPMorgan Chase & Co.': ['52'],
  'Bank of America Corporation': ['52'],
  'The Goldman Sachs Group, Inc.': ['52'],
  'Visa Inc.': ['52'],
  'Mastercard Incorporated': ['52'],
  'UnitedHealth Group Incorporated': ['52'],
  'Elevance Health Inc.': ['52'],
  'Brookfield Corporation': ['52'],
  // The rest.
  'Exxon Mobil Corporation': ['21', '32'],
  'NextEra Energy, Inc.': ['22'],
  'Duke Energy Corporation': ['22'],
  'D.R. Horton, Inc.': ['23'],
  'Lennar Corporation': ['23'],
  'Sysco Corporation': ['42'],
  'McKesson Corporation': ['42'],
  'Genuine Parts Company': ['42'],
  'Union Pacific Corporation': ['48'],
  'Delta Air Lines, Inc.': ['48'],
  'United Parcel Service, Inc.': ['49'],
  'FedEx Corporation': ['49'],
  'Simon Property Group, Inc.': ['53'],
  'United Rentals, Inc.': ['53'],
  'Accenture Plc': ['54'],
  'International Business Machines Corporation': ['54', '51'],
  'Waste Management, Inc.': ['56'],
  'HCA Healthcare, Inc.': ['62'],
  'Bright Horizons Family Solutions Inc.': ['62'],
  'Chegg, Inc.': ['61'],
  'Manchester United plc': ['71'],
  "McDonald's Corporation": ['72'],
  'Starbucks Corporation': ['72'],
  'Marriott International, Inc.': ['72'],
  'H&R Block, Inc.': ['54'],
};

describe('the shipped NAICS codes of well-known companies', () => {
  const byName = new Map(readShippedInvestors().map((investor) => [investor.company_name, investor]));

  it('checks at least 40 companies, each in the dataset', () => {
    expect(Object.keys(SECTORS).length).toBeGreaterThanOrEqual(40);
    expect(Object.keys(SECTORS).filter((name) => !byName.has(name))).toEqual([]);
  });

  it('gives each the NAICS sector its main business belongs to', () => {
    const wrong = Object.entries(SECTORS)
      .map(([name, sectors]) => [name, byName.get(name)?.naics_six_digit_industry ?? null, sectors] as const)
      .filter(([, code, sectors]) => !code || !sectors.includes(code.slice(0, 2)))
      .map(([name, code, sectors]) => `${name}: ${code} (expected ${sectors.join(' or ')})`);
    expect(wrong).toEqual([]);
  });
});
