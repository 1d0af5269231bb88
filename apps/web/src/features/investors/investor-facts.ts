import { displayText, formatMoney, NOT_DISCLOSED, withScheme, type Investor, type InvestorType } from '@dealscout/domain';

export interface InvestorFact {
  key: string;
  label: string;
  value: string;
  /** A website: the value is shown as a link to it. */
  href?: string;
}

export interface InvestorFactGroup {
  title: string;
  facts: InvestorFact[];
}

const TYPE_LABELS: Record<InvestorType, string> = {
  'venture capital': 'Venture Capital',
  corporation: 'Corporation',
  'private equity': 'Private Equity',
};

export const investorTypeLabel = (type: InvestorType) => TYPE_LABELS[type];

/** An amount the dataset holds in millions, as the spec shows money: 5 -> "$5mm", none or zero -> "-". */
export const formatMillions = (millions: number | null) => (millions === null ? '-' : formatMoney(millions * 1_000_000));

/** A deal-size preference: "$5mm", or "Not disclosed" where the data gives none. */
export const formatPreference = (millions: number | null) => (millions === null ? NOT_DISCLOSED : formatMillions(millions));

const list = (values: readonly string[]) => displayText(values.join(', '));

/** "Texas, United States"; "-" when neither is known. */
export function investorLocation(investor: Pick<Investor, 'us_state_full' | 'country'>): string {
  return displayText([investor.us_state_full, investor.country].filter(Boolean).join(', '));
}

/** The first columns of a PDF report of companies (investors, Florence's buyers), and their cells. */
export const COMPANY_REPORT_HEADERS = ['Name', 'Type', 'Location', 'Website'];
export const companyReportCells = (company: Pick<Investor, 'company_name' | 'type' | 'us_state_full' | 'country' | 'url'>) => [
  company.company_name,
  investorTypeLabel(company.type),
  investorLocation(company),
  company.url ?? '-',
];

/** "621111 Offices of Physicians", or the code alone while the NAICS names are not loaded. */
export function naicsText(code: string | null, naicsName: (code: string) => string | undefined): string {
  if (!code) return '-';
  const name = naicsName(code);
  return name ? `${code} ${name}` : code;
}

/**
 * A link safe to put in an href: a web address (a bare host gets https://), else null. Imported rows'
 * sources and activity links are not checked for their scheme, and a javascript: link must never be clickable.
 */
export function safeHref(url: string | null | undefined): string | null {
  const href = withScheme(url);
  return /^https?:\/\/[^\s/]/i.test(href) ? href : null;
}

/** The website without its scheme, for display ("example.com"). */
export function websiteText(url: string): string {
  return url.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').replace(/\/$/, '');
}

/**
 * Every field of an investor (spec part 2 §3) in labelled groups, '-' where the data has none; amounts
 * are in millions. The description, keywords and sources are shown apart.
 */
export function investorFactGroups(
  investor: Investor,
  naicsName: (code: string) => string | undefined = () => undefined,
): InvestorFactGroup[] {
  const website = safeHref(investor.url);
  return [
    {
      title: 'Overview',
      facts: [
        { key: 'type', label: 'Type', value: investorTypeLabel(investor.type) },
        website
          ? { key: 'url', label: 'Website', value: websiteText(website), href: website }
          : { key: 'url', label: 'Website', value: displayText(investor.url) },
        { key: 'naics', label: 'NAICS Industry', value: naicsText(investor.naics_six_digit_industry, naicsName) },
        { key: 'super_sector', label: 'Super Sector', value: displayText(investor.super_sector) },
        { key: 'sector_focus', label: 'Sector Focus', value: list(investor.sector_focus) },
        { key: 'broad_specialty', label: 'Broad Specialty', value: displayText(investor.broad_specialty) },
        { key: 'narrow_specialty', label: 'Narrow Specialty', value: displayText(investor.narrow_specialty) },
        { key: 'market_cap', label: 'Market Cap', value: displayText(investor.market_cap) },
      ],
    },
    {
      title: 'Location',
      facts: [
        { key: 'hq_address', label: 'HQ Address', value: displayText(investor.hq_address) },
        { key: 'us_state_full', label: 'State', value: displayText(investor.us_state_full) },
        { key: 'country', label: 'Country', value: displayText(investor.country) },
      ],
    },
    {
      title: 'Investment Preferences',
      facts: [
        { key: 'preferred_ebitda', label: 'Preferred EBITDA', value: formatPreference(investor.preferred_ebitda) },
        { key: 'preferred_revenue', label: 'Preferred Revenue', value: formatPreference(investor.preferred_revenue) },
        { key: 'preferred_ev', label: 'Preferred EV', value: formatPreference(investor.preferred_ev) },
        { key: 'typical_equity_investments', label: 'Equity Investment', value: formatPreference(investor.typical_equity_investments) },
        { key: 'specialty_interests', label: 'Specialty Interests', value: list(investor.specialty_interests) },
        { key: 'attribute_interests', label: 'Attribute Interests', value: list(investor.attribute_interests) },
        { key: 'supply_chain_position', label: 'Supply Chain Position', value: displayText(investor.supply_chain_position) },
      ],
    },
  ];
}
