import type { Investor } from '@dealscout/domain';
import { terms, type CandidateIndex } from '../../investor-index/index.js';
import type { CompanyProfile } from './company-profile.js';
import { sentencesOf } from './business-lines.js';
import { queryOf } from './query.js';
import { SPECIFIC_IDF } from './weights.js';

/**
 * NAICS codes of the companies that make or supply goods: farms (11), mines (21), manufacturers (31-33)
 * and wholesalers (42). Their customers are the businesses below.
 */
const MAKER_CODES = /^(?:11|21|3[123]|42)/;

/**
 * The businesses that buy a maker's goods to sell or use them, not to make them: retailers (44-45),
 * hotels and restaurants (72), and health-care providers (621 clinics, 622 hospitals, 623 nursing homes).
 * A maker's buyers are its peers and adjacent makers; these are its customers.
 */
const CUSTOMER_CODES = /^(?:4[45]|72|62[123])/;

/** The questionnaire's positions of a maker or a supplier of goods, for a company that gives no NAICS code. */
const MAKER_ROLES = /manufactur|producer|supplier|wholesaler|fabricator|miner|grower|^distributor(?! or retailer)/i;

/**
 * Words by which a summary says the candidate itself makes something ("It also manufactures and processes
 * food products", "operates as a roaster ... of specialty coffee"); not "produce", which a grocer's summary
 * sells as fresh produce.
 */
const MAKING =
  /\b(?:manufactures|manufacturing|produces|producing|makes|processes|brews|bakes|roasts|distills|assembles|fabricates|(?:manufacturer|producer|maker|roaster|brewer|baker|distiller)s?)\b/i;

/** A company the value chain applies to: a maker or supplier of goods looking for buyers or investors. */
export interface Maker {
  /** The stems of the company's answers specific enough to say what it makes. */
  products: Set<string>;
}

/**
 * The company as a maker or supplier of goods (its NAICS code, else its supply-chain position) that looks
 * for buyers or investors; null where it is not one, or acquires (an acquirer choosing a customer to buy
 * is integrating forward, a choice of its own). Once per ranking: the words' IDF are the index's.
 */
export function makerOf(profile: CompanyProfile, index: CandidateIndex): Maker | null {
  const makes = profile.naics
    ? MAKER_CODES.test(profile.naics)
    : [profile.supplyChain ?? '', ...profile.supplyChainRoles].some((role) => MAKER_ROLES.test(role));
  if (!makes || profile.goal === 'acquire') return null;
  const specific = (stem: string) => (index.idf.get(stem) ?? index.unseenIdf) >= SPECIFIC_IDF;
  return { products: new Set([...queryOf(profile).weights.keys()].filter(specific)) };
}

const madeStems = new WeakMap<Investor, Set<string>>();

/** The stems of the sentences of a candidate's summary that say it makes something. Once per candidate. */
function stemsOfWhatItMakes(investor: Investor): Set<string> {
  let stems = madeStems.get(investor);
  if (!stems) {
    stems = new Set(
      sentencesOf(investor.description ?? '')
        .filter((sentence) => MAKING.test(sentence))
        .flatMap((sentence) => terms(sentence)),
    );
    madeStems.set(investor, stems);
  }
  return stems;
}

/** Whether the candidate's summary says it makes what the company makes: a making sentence that names a word specific to the company. */
function makesTheSame(maker: Maker, investor: Investor): boolean {
  const made = stemsOfWhatItMakes(investor);
  for (const stem of maker.products) if (made.has(stem)) return true;
  return false;
}

/**
 * A maker's customer (a retailer, a restaurant or hotel, a health-care provider, by its NAICS code) 0,
 * unless its summary says it makes the same thing; any other candidate 1. Null where the company is not a
 * maker (`makerOf`). It has no evidence: its reason is what the other factors find.
 */
export function valueChainFactor(maker: Maker | null, investor: Investor): number | null {
  if (!maker) return null;
  const code = investor.naics_six_digit_industry;
  if (!code || !CUSTOMER_CODES.test(code)) return 1;
  return makesTheSame(maker, investor) ? 1 : 0;
}
