import { LEAD_TEXT_MAX, type Buyer, type Investor, type LeadCreateInput } from '@dealscout/domain';

/** A lead about to be saved, before its list and company are chosen. */
export type LeadDraft = Omit<LeadCreateInput, 'list' | 'user_company_id'>;

const clip = (text: string | null) => text?.slice(0, LEAD_TEXT_MAX) ?? null;

/** An investor of the search or its detail page as a lead. */
export const investorLead = (investor: Investor): LeadDraft => ({
  lead_name: investor.company_name.slice(0, LEAD_TEXT_MAX),
  url: investor.url ?? '',
  state: investor.us_state_full,
  country: investor.country,
  location: clip(investor.hq_address),
  is_recommended: 0,
});

/** A buyer Florence ranked, as a recommended lead that keeps the synergies Florence wrote (spec part 2 §3 Lead). */
export const buyerLead = (buyer: Buyer): LeadDraft => ({
  lead_name: buyer.company_name.slice(0, LEAD_TEXT_MAX),
  url: buyer.url ?? '',
  state: buyer.us_state_full,
  country: buyer.country,
  location: clip(buyer.hq_address),
  is_recommended: 1,
  recommended_lead_notes: {
    financial_synergies: buyer.financial_synergies,
    operating_synergies: buyer.operating_synergies,
    misc_synergies: buyer.misc_synergies,
  },
});
