import { describe, expect, it } from 'vitest';
import { isContactNumber, isLeadUrl, leadCreateSchema, leadUrlKey, statusColour } from '../src/index.js';

describe('lead rules', () => {
  it('accepts web addresses with or without a scheme, and nothing else', () => {
    for (const url of ['acme.com', 'https://www.acme.com/about?x=1', 'http://sub.acme.co.uk:8080/a'])
      expect(isLeadUrl(url), url).toBe(true);
    for (const url of ['', 'acme', 'ftp://acme.com', 'not a url', 'https://user:pw@acme.com', 'https://acme.c'])
      expect(isLeadUrl(url), url).toBe(false);
  });

  it('compares sites without scheme, www, case or trailing slash', () => {
    expect(leadUrlKey('HTTP://www.Acme.com/')).toBe('acme.com');
    expect(leadUrlKey('acme.com')).toBe('acme.com');
    expect(leadUrlKey('https://acme.com/team/')).toBe('acme.com/team');
  });

  it('takes a plus and 2 to 15 digits not starting with 0 as a contact number', () => {
    for (const number of ['+14155550100', '12', '123456789012345']) expect(isContactNumber(number), number).toBe(true);
    for (const number of ['1', '0123', '+0123', '1234567890123456', '+123456789012345', '12-34'])
      expect(isContactNumber(number), number).toBe(false);
  });

  it('adds https:// to a URL typed without one and clears blank optional fields', () => {
    const lead = leadCreateSchema.parse({
      lead_name: ' Acme ',
      url: 'acme.com',
      list: null,
      user_company_id: 'c',
      email: '',
      contact_number: ' ',
    });
    expect(lead).toMatchObject({
      lead_name: 'Acme',
      url: 'https://acme.com',
      email: null,
      contact_number: null,
      is_recommended: 0,
      user_notes: '',
    });
  });

  it('colours communicating blue, contacted pink and every other status purple', () => {
    expect([statusColour('Communicating'), statusColour('contacted'), statusColour('New Lead'), statusColour('Meeting')]).toEqual([
      'blue',
      'pink',
      'purple',
      'purple',
    ]);
  });
});

describe('lead and investor exports', () => {
  it('names leads files after the company for enterprise users, after the product for others', async () => {
    const { leadsFileBase } = await import('../src/index.js');
    expect(leadsFileBase('enterprise', 'Harborview Clinics')).toBe('Harborview Clinics Leads');
    expect(leadsFileBase('enterprise', 'A/B: "C"')).toBe('A B C Leads');
    expect(leadsFileBase('professional', 'Harborview Clinics')).toBe('Dealscout Leads');
  });

  it('names buyers files after the company and the list, and takes 300 rows for professionals, 100 for others', async () => {
    const { buyersFileBase, pdfExportLimit } = await import('../src/index.js');
    expect(buyersFileBase('Lakeside Eye Partners', 'Buyers')).toBe('Lakeside Eye Partners Buyers');
    expect(buyersFileBase('A/B: "C"', 'Targets')).toBe('A B C Targets');
    expect(buyersFileBase('???', 'Investors')).toBe('Dealscout Investors');
    expect([pdfExportLimit('professional'), pdfExportLimit('enterprise'), pdfExportLimit('leads')]).toEqual([300, 100, 100]);
  });

  it('writes a lead row under the spec headers, and an investor row under its 13 columns', async () => {
    const { LEAD_EXPORT_HEADERS, leadExportRow, INVESTOR_EXPORT_HEADERS, investorExportRow } = await import('../src/index.js');
    expect(LEAD_EXPORT_HEADERS).toEqual(['Name', 'URL', 'State', 'Country', 'Status', 'User Notes']);
    expect(
      leadExportRow({ lead_name: 'Acme', url: 'https://acme.com', state: null, country: 'US', status: 'Contacted', user_notes: 'Hi' }),
    ).toEqual(['Acme', 'https://acme.com', '', 'US', 'Contacted', 'Hi']);
    expect(INVESTOR_EXPORT_HEADERS).toHaveLength(13);
    const row = investorExportRow(
      {
        id: 'i',
        company_name: 'Zephyr',
        url: null,
        description: 'Desc',
        keywords: [],
        type: 'private equity',
        naics_six_digit_industry: '523999',
        us_state_full: 'Texas',
        country: 'United States',
        hq_address: null,
        broad_specialty: 'Finance',
        narrow_specialty: null,
        sector_focus: [],
        specialty_interests: [],
        attribute_interests: [],
        supply_chain_position: null,
        preferred_ebitda: 5,
        preferred_revenue: null,
        preferred_ev: 12.5,
        typical_equity_investments: null,
        super_sector: null,
        market_cap: null,
        sources: [],
      },
      (code) => `${code} Misc`,
    );
    expect(row).toEqual([
      'Zephyr',
      '',
      'Desc',
      'private equity',
      '523999 Misc',
      'Texas',
      'United States',
      'Finance',
      '',
      '5',
      'Not disclosed',
      '12.5',
      'Not disclosed',
    ]);
  });
});
