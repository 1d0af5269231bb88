import type { Investor } from '@dealscout/domain';
import { readShippedInvestors, upsertDatasetInvestors } from '../../src/modules/investors/load-dataset.js';
import type { TestApp } from './test-app.js';

/**
 * The investors of the API tests, loaded through the dataset loader: every 25th company of the shipped
 * dataset plus its private-equity and venture firms (about 150 real rows, deterministic), and four made
 * here with known words, places and figures.
 */
export const SAMPLE_STEP = 25;

/** An investor's fields left empty: what a test does not set. */
export const blank: Omit<Investor, 'id' | 'company_name' | 'type'> = {
  url: null,
  description: null,
  keywords: [],
  naics_six_digit_industry: null,
  us_state_full: null,
  country: 'United States',
  hq_address: null,
  broad_specialty: null,
  narrow_specialty: null,
  sector_focus: [],
  specialty_interests: [],
  attribute_interests: [],
  supply_chain_position: null,
  preferred_ebitda: null,
  preferred_revenue: null,
  preferred_ev: null,
  typical_equity_investments: null,
  super_sector: null,
  market_cap: null,
  sources: [],
};

export const made = {
  eyeFund: {
    ...blank,
    id: '00000000-0000-4000-8000-0000000000e1',
    company_name: 'Zephyr Eye Care Partners',
    type: 'private equity',
    description: 'A buyout firm that backs ophthalmology practices and ambulatory surgery centers.',
    keywords: ['ophthalmology', 'surgery centers'],
    naics_six_digit_industry: '621111',
    us_state_full: 'Wyoming',
    sector_focus: ['Healthcare'],
    specialty_interests: ['Ophthalmology'],
    preferred_ebitda: 5,
    preferred_revenue: 40,
    preferred_ev: 60,
    typical_equity_investments: 20,
    sources: [{ title: 'Company website', url: 'https://zephyr.example' }],
  },
  seedFund: {
    ...blank,
    id: '00000000-0000-4000-8000-0000000000e2',
    company_name: 'Quokka Seed Ventures',
    type: 'venture capital',
    description: 'Early-stage investor in robotics.',
    keywords: ['zymurgy'],
    naics_six_digit_industry: '523999',
    us_state_full: 'South Dakota',
    sector_focus: ['Financials', 'Technology'],
    preferred_ebitda: 500,
  },
  clinic: {
    ...blank,
    id: '00000000-0000-4000-8000-0000000000e3',
    company_name: 'Zephyrine Dermatology Clinics',
    type: 'corporation',
    description: 'Operates dermatology clinics with xylophonic imaging.',
    naics_six_digit_industry: '621112',
    us_state_full: 'Wyoming',
    country: 'United States',
    sector_focus: ['Healthcare'],
  },
  abroad: {
    ...blank,
    id: '00000000-0000-4000-8000-0000000000e4',
    company_name: '100% Maple_Holdings',
    type: 'corporation',
    country: 'Canada',
    us_state_full: 'Ontario',
    naics_six_digit_industry: '212220',
    sector_focus: ['Materials'],
  },
} satisfies Record<string, Investor>;

export function sampleInvestors(): Investor[] {
  const shipped = readShippedInvestors();
  return [...shipped.filter((investor, index) => index % SAMPLE_STEP === 0 || investor.type !== 'corporation'), ...Object.values(made)];
}

/** Loads the sample; returns it. */
export async function loadSampleInvestors(t: TestApp): Promise<Investor[]> {
  const sample = sampleInvestors();
  await upsertDatasetInvestors(t.db, sample);
  return sample;
}
