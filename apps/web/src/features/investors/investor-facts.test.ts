import type { Investor } from '@dealscout/domain';
import { describe, expect, it } from 'vitest';
import { formatMillions, investorFactGroups, investorLocation, safeHref } from './investor-facts';

const investor: Investor = {
  id: 'i1',
  company_name: 'Zephyr Eye Care Partners',
  url: 'zephyr.example/',
  description: 'Backs ophthalmology practices.',
  keywords: ['ophthalmology'],
  type: 'private equity',
  naics_six_digit_industry: '621111',
  us_state_full: 'Wyoming',
  country: 'United States',
  hq_address: null,
  broad_specialty: 'Health Care Providers',
  narrow_specialty: '',
  sector_focus: ['Healthcare', 'Financials'],
  specialty_interests: [],
  attribute_interests: [],
  supply_chain_position: null,
  preferred_ebitda: 5,
  preferred_revenue: 0.5,
  preferred_ev: 1250,
  typical_equity_investments: null,
  super_sector: 'Health Care',
  market_cap: 'Small Cap',
  sources: [],
};

const facts = (value: Investor) =>
  Object.fromEntries(
    investorFactGroups(value, () => 'Offices of Physicians').flatMap((group) => group.facts.map((fact) => [fact.key, fact])),
  );

describe('investor facts', () => {
  it('shows amounts in millions with the mm formatter, and "-" for none', () => {
    expect(formatMillions(5)).toBe('$5mm');
    expect(formatMillions(1250)).toBe('$1,250mm');
    expect(formatMillions(0.5)).toBe('$500,000');
    expect(formatMillions(null)).toBe('-');
    expect(formatMillions(0)).toBe('-');
  });

  it('lists every field of the investor, "-" for the empty ones', () => {
    const all = facts(investor);
    expect(Object.keys(all).sort()).toEqual(
      [
        'type',
        'url',
        'naics',
        'super_sector',
        'sector_focus',
        'broad_specialty',
        'narrow_specialty',
        'market_cap',
        'hq_address',
        'us_state_full',
        'country',
        'preferred_ebitda',
        'preferred_revenue',
        'preferred_ev',
        'typical_equity_investments',
        'specialty_interests',
        'attribute_interests',
        'supply_chain_position',
      ].sort(),
    );
    expect(all.type!.value).toBe('Private Equity');
    expect(all.naics!.value).toBe('621111 Offices of Physicians');
    expect(all.sector_focus!.value).toBe('Healthcare, Financials');
    expect(all.preferred_ebitda!.value).toBe('$5mm');
    expect(all.typical_equity_investments!.value).toBe('Not disclosed');
    expect(all.hq_address!.value).toBe('-');
    expect(all.narrow_specialty!.value).toBe('-');
    expect(all.specialty_interests!.value).toBe('-');
  });

  it('links the website with a scheme, and shows it without one', () => {
    expect(facts(investor).url).toEqual({ key: 'url', label: 'Website', value: 'zephyr.example', href: 'https://zephyr.example/' });
    expect(facts({ ...investor, url: null }).url).toEqual({ key: 'url', label: 'Website', value: '-' });
  });

  it('never makes a link of anything but a web address', () => {
    expect(safeHref('http://example.com/a')).toBe('http://example.com/a');
    expect(safeHref('example.com')).toBe('https://example.com');
    expect(safeHref('javascript://%0aalert(1)')).toBeNull();
    expect(safeHref('data://text/html,hi')).toBeNull();
    expect(safeHref('')).toBeNull();
    expect(safeHref(null)).toBeNull();
  });

  it('names the place by state and country', () => {
    expect(investorLocation(investor)).toBe('Wyoming, United States');
    expect(investorLocation({ us_state_full: null, country: null })).toBe('-');
  });
});
