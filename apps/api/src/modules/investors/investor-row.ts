import type { Investor } from '@dealscout/domain';
import type { investors } from '../../db/schema/index.js';

/** A row as the API reads it: the search vectors are never selected for display. */
type InvestorRecord = Omit<typeof investors.$inferSelect, 'searchVector' | 'searchHead'>;
export type InvestorInsert = typeof investors.$inferInsert;

/** An investor in the API's shape (spec part 2 §3 field names). */
export function presentInvestor(row: InvestorRecord): Investor {
  return {
    id: row.id,
    company_name: row.companyName,
    url: row.url,
    description: row.description,
    keywords: row.keywords,
    type: row.type,
    naics_six_digit_industry: row.naics,
    us_state_full: row.usStateFull,
    country: row.country,
    hq_address: row.hqAddress,
    broad_specialty: row.broadSpecialty,
    narrow_specialty: row.narrowSpecialty,
    sector_focus: row.sectorFocus,
    specialty_interests: row.specialtyInterests,
    attribute_interests: row.attributeInterests,
    supply_chain_position: row.supplyChainPosition,
    preferred_ebitda: row.preferredEbitda,
    preferred_revenue: row.preferredRevenue,
    preferred_ev: row.preferredEv,
    typical_equity_investments: row.typicalEquityInvestments,
    super_sector: row.superSector,
    market_cap: row.marketCap,
    sources: row.sources,
  };
}

/** The columns of an investor (without its id), for an insert or an update. */
export function investorColumns(investor: Omit<Investor, 'id'>): Omit<InvestorInsert, 'id' | 'origin'> {
  return {
    companyName: investor.company_name,
    url: investor.url,
    description: investor.description,
    keywords: investor.keywords,
    type: investor.type,
    naics: investor.naics_six_digit_industry,
    usStateFull: investor.us_state_full,
    country: investor.country,
    hqAddress: investor.hq_address,
    broadSpecialty: investor.broad_specialty,
    narrowSpecialty: investor.narrow_specialty,
    sectorFocus: investor.sector_focus,
    specialtyInterests: investor.specialty_interests,
    attributeInterests: investor.attribute_interests,
    supplyChainPosition: investor.supply_chain_position,
    preferredEbitda: investor.preferred_ebitda,
    preferredRevenue: investor.preferred_revenue,
    preferredEv: investor.preferred_ev,
    typicalEquityInvestments: investor.typical_equity_investments,
    superSector: investor.super_sector,
    marketCap: investor.market_cap,
    sources: investor.sources,
  };
}
