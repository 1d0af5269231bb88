import { SECTOR_TAXONOMY } from '@dealscout/domain';
import { describe, expect, it } from 'vitest';
import { classifyIndustry, INDUSTRY_MAP, SECTOR_MAP } from '../scripts/build-investors/industry-map.js';
import { investorType } from '../scripts/build-investors/investor-type.js';
import { extractKeywords, industryTerms } from '../scripts/build-investors/keywords.js';
import { hqAddress } from '../scripts/build-investors/places.js';
import { BuildReport } from '../scripts/build-investors/build-report.js';
import { fixMisfilings } from '../scripts/build-investors/misfilings.js';
import type { SourceRow } from '../scripts/build-investors/source-row.js';
import { companyName, groupListings, listedEquityRows } from '../scripts/build-investors/source-rows.js';

describe('investor type rule', () => {
  it('reads the self-description of Financials rows only', () => {
    expect(investorType('Financials', 'KKR & Co. Inc. is a private equity and real estate investment firm.', 'KKR & Co. Inc.')).toBe(
      'private equity',
    );
    expect(investorType('Financials', 'Hercules Capital, Inc. is a business development company.', 'Hercules Capital, Inc.')).toBe(
      'private equity',
    );
    expect(investorType('Financials', 'SuRo Capital Corp. is a venture capital firm.', 'SuRo Capital Corp.')).toBe('venture capital');
    expect(investorType('Health Care', 'Acme is a private equity firm.', 'Acme')).toBe('corporation');
  });

  it('does not count a name, a served client or a joint venture', () => {
    const spac = 'Thayer Ventures Acquisition Corporation does not have significant operations.';
    expect(investorType('Financials', spac, 'Thayer Ventures Acquisition Corporation')).toBe('corporation');
    const bank = 'Piper Sandler Companies operates as an investment bank that serves corporations, private equity groups, and investors.';
    expect(investorType('Financials', bank, 'Piper Sandler Companies')).toBe('corporation');
    expect(investorType('Financials', 'PJT Partners Inc. advises on mergers and joint ventures.', 'PJT Partners Inc.')).toBe('corporation');
  });

  it('lets the earlier mention win', () => {
    const blackstone =
      'Blackstone Inc. is an alternative asset management firm specializing in private equity, venture capital and credit.';
    expect(investorType('Financials', blackstone, 'Blackstone Inc.')).toBe('private equity');
  });
});

describe('company rows', () => {
  const header =
    'symbol,name,instrument_type,summary,currency,sector,industry_group,industry,exchange,mic,market,country,state,city,zipcode,website,market_cap,isin,cusip,figi,composite_figi,shareclass_figi,delisted';
  const row = (symbol: string, name: string, extra: { summary?: string; figi?: string; delisted?: boolean; website?: string }) =>
    `${symbol},"${name}",,"${extra.summary ?? ''}",USD,Financials,Banks,Banks,NYQ,,,United States,NY,New York,10001,${extra.website ?? ''},Large Cap,,,,${extra.figi ?? ''},,${extra.delisted ? 'True' : 'False'}`;

  it('merges share classes and preferred issues, drops delisted and placeholder rows', () => {
    const csv = [
      header,
      row('ABC', 'Abc Bank Inc.', { summary: 'Abc Bank Inc. is a bank.', figi: 'F1' }),
      row('ABC-PA', 'Abc Bank Inc. 6.00% Series A Preferred Stock', { website: 'https://abc.example' }),
      row('ABCB', 'ABC BANK INC Class B Common Stock', { figi: 'F1' }),
      row('OLD', 'Old Bank Corp', { delisted: true }),
      row('BQI', '** SEE<BQI RT>', {}),
    ].join('\n');
    const report = new BuildReport();
    const companies = groupListings(listedEquityRows(csv, report, 'file1'));
    expect(companies).toHaveLength(1);
    expect(companies[0]).toMatchObject({ key: 'F1', name: 'Abc Bank Inc.' });
    expect(companies[0]!.row).toMatchObject({ symbol: 'ABC', website: 'https://abc.example' });
    expect(report.get('file1: delisted, left out')).toBe(1);
    expect(report.problems).toEqual([{ file: 'file1', line: 6, name: '** SEE<BQI RT>', reason: 'no company name: left out' }]);
  });

  it('cleans listing names', () => {
    expect(companyName('KKR & Co. Inc. 6.00% Series C Mandatory Convertible Preferred Stock')).toBe('KKR & Co. Inc.');
    expect(companyName('Great Elm Capital Corp. - Notes')).toBe('Great Elm Capital Corp.');
    expect(companyName('Revvity Inc. Common Stock')).toBe('Revvity Inc.');
    expect(companyName('BROOKFIELD ASSET MANAGEMENT INC')).toBe('Brookfield Asset Management Inc');
  });

  it('writes the head-office address without a street line', () => {
    expect(hqAddress({ city: 'Stamford', state: 'CT', zipcode: '6926', country: 'United States' })).toBe('Stamford, CT 06926');
    expect(hqAddress({ city: 'Toronto', state: 'ON', zipcode: 'M5J 2T3', country: 'Canada' })).toBe('Toronto, ON M5J 2T3, Canada');
    expect(hqAddress({ city: '', state: '', zipcode: '', country: 'Canada' })).toBeNull();
  });
});

describe('classification', () => {
  it('maps industries to NAICS, refined by the summary', () => {
    const row = { sector: 'Health Care', industryGroup: 'Health Care Equipment & Services', industry: 'Health Care Providers & Services' };
    expect(classifyIndustry({ ...row, summary: 'It operates acute care hospitals.' }).naics).toBe('622110');
    expect(classifyIndustry({ ...row, summary: 'It distributes drugs.' })).toEqual({
      naics: '424210',
      role: 'Distributor or Group Purchasing Organization',
    });
    expect(classifyIndustry({ ...row, industry: '', summary: '' }).naics).toBe('621');
  });

  it('moves the care providers filed under Equipment & Supplies (with the code of their care), device makers under Technology, food makers and distributors under Retailing', () => {
    const company = (name: string, summary: string, industry = 'Health Care Equipment & Supplies') => ({
      key: name,
      name,
      row: { source: 'file1', line: 2, name, summary, industry } as SourceRow,
    });
    const companies = [
      company(
        'HCA Healthcare, Inc.',
        'HCA Healthcare, Inc., through its subsidiaries, operates as a health care services company in the United States. It makes nothing.',
      ),
      company(
        'Community Health Systems, Inc.',
        'Community Health Systems, Inc. owns, leases, and operates general acute care hospitals in the United States.',
      ),
      company('DaVita Inc.', 'DaVita Inc. provides kidney dialysis services for patients suffering from chronic kidney failure.'),
      company(
        'U.S. Physical Therapy, Inc.',
        'U.S. Physical Therapy, Inc., through its subsidiaries, operates outpatient physical therapy clinics.',
      ),
      company(
        'Masimo Corporation',
        'Masimo Corporation develops and manufactures monitoring technologies and hospital automation solutions.',
      ),
      company(
        'Baxter International Inc.',
        'Baxter International Inc. offers peritoneal dialysis and hemodialysis products. It serves hospitals.',
      ),
      company('Centene', 'Centene operates hospitals.', 'Health Care Providers & Services'),
      company(
        'Stryker Corporation',
        'Stryker Corporation operates as a medical technology company. It makes implants.',
        'Health Care Technology',
      ),
      company(
        'Cerner Corporation',
        'Cerner Corporation provides health care information technology solutions and devices.',
        'Health Care Technology',
      ),
      company(
        'J.M. Smucker Company',
        'The J. M. Smucker Company manufactures and markets food and beverage products worldwide.',
        'Food & Staples Retailing',
      ),
      company(
        'Sysco Corporation',
        'Sysco Corporation markets and distributes a range of food products. It runs no store.',
        'Food & Staples Retailing',
      ),
      company('Kroger', 'Kroger operates supermarkets and produces some of the food it sells.', 'Food & Staples Retailing'),
      company('Enerflex', 'Enerflex provides natural gas processing and compression.', 'Food & Staples Retailing'),
    ];
    const report = new BuildReport();
    fixMisfilings(companies, report);
    const classified = companies.map(({ name, row }) => [name, row.industry, row.refiled?.naics]);
    expect(classified).toEqual([
      ['HCA Healthcare, Inc.', 'Health Care Providers & Services', '622110'],
      ['Community Health Systems, Inc.', 'Health Care Providers & Services', '622110'],
      ['DaVita Inc.', 'Health Care Providers & Services', '621492'],
      ['U.S. Physical Therapy, Inc.', 'Health Care Providers & Services', '621340'],
      ['Masimo Corporation', 'Health Care Equipment & Supplies', undefined],
      ['Baxter International Inc.', 'Health Care Equipment & Supplies', undefined],
      ['Centene', 'Health Care Providers & Services', undefined],
      ['Stryker Corporation', 'Health Care Equipment & Supplies', undefined],
      ['Cerner Corporation', 'Health Care Technology', undefined],
      ['J.M. Smucker Company', 'Food Products', undefined],
      ['Sysco Corporation', 'Food & Staples Retailing', '424410'],
      ['Kroger', 'Food & Staples Retailing', undefined],
      ['Enerflex', 'Food & Staples Retailing', undefined],
    ]);
    expect(companies[0]!.row.refiled?.role).toBe('Healthcare Provider');
    expect(report.problems.map((problem) => problem.name)).toEqual([
      'HCA Healthcare, Inc.',
      'Community Health Systems, Inc.',
      'DaVita Inc.',
      'U.S. Physical Therapy, Inc.',
      'Stryker Corporation',
      'J.M. Smucker Company',
      'Sysco Corporation',
    ]);
  });

  it('moves retailers filed with what they sell, and education and food companies filed under Household Products', () => {
    // Openings as file 1 gives them.
    const company = (name: string, summary: string, industry: string, sector = 'Consumer Staples') => ({
      key: name,
      name,
      row: { source: 'file1', line: 2, name, summary, industry, sector, industry_group: 'Household & Personal Products' } as SourceRow,
    });
    const companies = [
      company(
        'Walmart Inc.',
        'Walmart Inc. engages in the operation of retail, wholesale, and other units worldwide.',
        'Household Products',
      ),
      company(
        'Target Corporation',
        'Target Corporation operates as a general merchandise retailer in the United States.',
        'Household Products',
      ),
      company(
        'BJ’s Wholesale Club',
        'BJ’s Wholesale Club, together with its subsidiaries, operates warehouse clubs on the east coast.',
        'Household Products',
      ),
      company(
        'Home Depot, Inc.',
        'The Home Depot, Inc. operates as a home improvement retailer. It sells building materials.',
        'Household Durables',
      ),
      company(
        "Macy's, Inc.",
        "Macy's, Inc., an omnichannel retail organization, operates stores, websites, and mobile applications.",
        'Household Durables',
      ),
      company(
        'CarMax, Inc.',
        'CarMax, Inc., through its subsidiaries, operates as a retailer of used vehicles in the United States.',
        'Automobiles',
      ),
      company(
        'TJX Companies Inc',
        'The TJX Companies, Inc. operates as an off-price apparel and home fashions retailer.',
        'Textiles, Apparel & Luxury Goods',
      ),
      // Not retailers: a maker that also sells in its stores, a software vendor to retailers, a fuel distributor.
      company(
        'Ethan Allen Interiors Inc.',
        'Ethan Allen Interiors Inc. is a home furnishings retailer and manufacturer that designs furniture.',
        'Household Durables',
      ),
      company(
        'VTEX',
        'VTEX provides a software-as-a-service (SaaS) digital commerce platform for enterprise brands and retailers.',
        'Software',
      ),
      company(
        'Global Partners LP',
        'Global Partners LP owns and operates gasoline stations and convenience stores.',
        'Oil, Gas & Consumable Fuels',
      ),
      company('Chegg, Inc.', 'Chegg, Inc. operates direct-to-student learning platform that supports students.', 'Household Products'),
      company(
        'KinderCare',
        'KinderCare Learning Companies Inc. provides early childhood education and care services.',
        'Household Products',
      ),
      company(
        'Acme United Corporation',
        'Acme United Corporation supplies cutting, measuring and safety products to the school, home and office.',
        'Household Products',
      ),
      company(
        'Tyson Foods, Inc.',
        'Tyson Foods, Inc., together with its subsidiaries, operates as a food company worldwide.',
        'Household Products',
      ),
    ];
    const report = new BuildReport();
    fixMisfilings(companies, report);
    expect(companies.map(({ name, row }) => [name, row.industry, row.refiled?.naics, row.sector])).toEqual([
      ['Walmart Inc.', 'Food & Staples Retailing', '455211', 'Consumer Staples'],
      ['Target Corporation', 'Food & Staples Retailing', '455219', 'Consumer Staples'],
      ['BJ’s Wholesale Club', 'Food & Staples Retailing', '455211', 'Consumer Staples'],
      ['Home Depot, Inc.', 'Specialty Retail', '444110', 'Consumer Discretionary'],
      ["Macy's, Inc.", 'Specialty Retail', '455110', 'Consumer Discretionary'],
      ['CarMax, Inc.', 'Specialty Retail', '441120', 'Consumer Discretionary'],
      ['TJX Companies Inc', 'Specialty Retail', '458110', 'Consumer Discretionary'],
      ['Ethan Allen Interiors Inc.', 'Household Durables', undefined, 'Consumer Staples'],
      ['VTEX', 'Software', undefined, 'Consumer Staples'],
      ['Global Partners LP', 'Oil, Gas & Consumable Fuels', undefined, 'Consumer Staples'],
      ['Chegg, Inc.', 'Diversified Consumer Services', '611710', 'Consumer Discretionary'],
      ['KinderCare', 'Diversified Consumer Services', '624410', 'Consumer Discretionary'],
      ['Acme United Corporation', 'Household Products', undefined, 'Consumer Staples'],
      ['Tyson Foods, Inc.', 'Food Products', undefined, 'Consumer Staples'],
    ]);
    expect(companies[0]!.row).toMatchObject({ industry_group: 'Food & Staples Retailing', refiled: { role: 'Retailer' } });
    expect(report.problems.map((problem) => problem.reason)).toContain(
      'a retailer filed under Household Durables: moved to Specialty Retail, as Retailer',
    );
  });

  it('maps every source sector, and gives industries roles from the taxonomy', () => {
    expect(Object.keys(SECTOR_MAP)).toHaveLength(11);
    const roles = new Set(SECTOR_TAXONOMY.flatMap((entry) => entry.supplyChainRoles));
    for (const [industry, mapping] of Object.entries(INDUSTRY_MAP)) {
      if (mapping.role) expect(roles.has(mapping.role), industry).toBe(true);
    }
  });

  it('picks distinctive terms of a summary by TF-IDF', () => {
    const documents = [
      { summary: 'Acme makes surgical robots and surgical robots software for hospitals.', exclude: ['Acme'] },
      { summary: 'Beta sells software for banks.', exclude: ['Beta'] },
      { summary: 'Gamma builds surgical robots for clinics in Texas.', exclude: ['Gamma'] },
      { summary: 'Delta provides banks with software.', exclude: ['Delta'] },
      ...['gold mines', 'oil wells', 'retail stores', 'cargo ships', 'hotel rooms', 'wind farms'].map((thing) => ({
        summary: `Epsilon owns ${thing}.`,
        exclude: ['Epsilon'],
      })),
    ];
    const [acme, , gamma] = extractKeywords(documents, ['Texas']);
    expect(acme).toEqual(['surgical robots', 'software']);
    expect(gamma).toEqual(['surgical robots']);
  });

  it('fills a short summary up to five keywords from its industries, stop words left out', () => {
    const documents = [
      { summary: 'Acme runs dental offices.', exclude: ['Acme'], industries: ['Health Care Providers & Services', 'Offices of Dentists'] },
      ...['gold mines', 'oil wells', 'dental offices', 'cargo ships', 'hotel rooms', 'wind farms', 'retail stores'].map((thing) => ({
        summary: `Epsilon owns ${thing}.`,
        exclude: ['Epsilon'],
      })),
    ];
    const [acme, ...others] = extractKeywords(documents, []);
    expect(acme).toEqual(['dental', 'health care', 'dentists']);
    expect(others[2]).toEqual(['dental']);
    expect(industryTerms(['Software - Application', 'Health Care Equipment & Supplies'])).toEqual([
      'software',
      'application',
      'health care equipment',
      'supplies',
    ]);
  });
});
