import { investorSchema, type Investor } from '@dealscout/domain';

/** The investors' fields in the API's order (presentInvestor's, the domain schema's): a snapshot of others is refused. */
export const INVESTOR_FIELDS = Object.keys(investorSchema.shape) as (keyof Investor)[];

/** Investors as one array per field: their names written once, not once a row. */
export type InvestorColumns = { [Field in keyof Investor]: Investor[Field][] };

export function investorColumns(investors: readonly Investor[]): InvestorColumns {
  const columns = Object.fromEntries(INVESTOR_FIELDS.map((field) => [field, [] as unknown[]])) as Record<keyof Investor, unknown[]>;
  for (const investor of investors) {
    const own = Object.keys(investor);
    if (own.length !== INVESTOR_FIELDS.length || own.some((field, at) => field !== INVESTOR_FIELDS[at]))
      throw new Error('an investor of other fields than the API’s');
    for (const field of INVESTOR_FIELDS) columns[field].push(investor[field]);
  }
  return columns as InvestorColumns;
}

/**
 * Row `row` of the columns as an investor, its fields in INVESTOR_FIELDS' order. Written out rather than
 * looped over the names: 100,000 objects built field by field by name took seconds.
 */
export const investorAt = (c: InvestorColumns, row: number): Investor => ({
  id: c.id[row]!,
  company_name: c.company_name[row]!,
  url: c.url[row]!,
  description: c.description[row]!,
  keywords: c.keywords[row]!,
  type: c.type[row]!,
  naics_six_digit_industry: c.naics_six_digit_industry[row]!,
  us_state_full: c.us_state_full[row]!,
  country: c.country[row]!,
  hq_address: c.hq_address[row]!,
  broad_specialty: c.broad_specialty[row]!,
  narrow_specialty: c.narrow_specialty[row]!,
  sector_focus: c.sector_focus[row]!,
  specialty_interests: c.specialty_interests[row]!,
  attribute_interests: c.attribute_interests[row]!,
  supply_chain_position: c.supply_chain_position[row]!,
  preferred_ebitda: c.preferred_ebitda[row]!,
  preferred_revenue: c.preferred_revenue[row]!,
  preferred_ev: c.preferred_ev[row]!,
  typical_equity_investments: c.typical_equity_investments[row]!,
  super_sector: c.super_sector[row]!,
  market_cap: c.market_cap[row]!,
  sources: c.sources[row]!,
});
