import { beforeAll, describe, expect, it } from 'vitest';
import { companyProfileOf, rankCandidates } from '../../src/modules/florence/engine/index.js';
import { indexCandidates, type CandidateIndex } from '../../src/modules/investor-index/candidate-index.js';
import { makerOf, valueChainFactor } from '../../src/modules/florence/engine/value-chain.js';
import { readShippedInvestors } from '../../src/modules/investors/load-dataset.js';
import { shippedWordVectors } from '../../src/modules/investor-index/word-vectors-file.js';
import { BUYERS_NOT_CUSTOMERS, type BuyersCase } from '../support/buyers-not-customers.js';
import { FLORENCE_COMPANIES } from '../support/florence-companies.js';

const TOP = 10;
/** Retailers (44-45), hotels and restaurants (72), clinics, hospitals and nursing homes (621-623). */
const CUSTOMER_CODE = /^(?:4[45]|72|62[123])/;

let index: CandidateIndex;

beforeAll(async () => {
  index = indexCandidates(readShippedInvestors(), { vectors: await shippedWordVectors() });
});

const topOf = (company: { answers: BuyersCase['answers'] }, limit = TOP) =>
  rankCandidates(companyProfileOf(company.answers), index, undefined, { detailed: 0, limit }).map((candidate) => candidate.investor);
const caseNamed = (name: string) => BUYERS_NOT_CUSTOMERS.find((company) => company.name === name)!;
const investorNamed = (name: string) => index.candidates.find((candidate) => candidate.investor.company_name === name)!.investor;

describe('buyers, not customers', () => {
  it('measures at least 20 companies, each naming only companies of the shipped dataset', () => {
    expect(BUYERS_NOT_CUSTOMERS.length).toBeGreaterThanOrEqual(20);
    const names = new Set(index.candidates.map((candidate) => candidate.investor.company_name));
    const missing = BUYERS_NOT_CUSTOMERS.flatMap((company) =>
      [...company.buyers, ...company.customers].filter((name) => !names.has(name)).map((name) => `${company.name}: ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it("puts no retailer, restaurant or hotel in a frozen-food maker's top 10", () => {
    const customers = topOf(caseNamed('Northern Table Foods')).filter((investor) =>
      CUSTOMER_CODE.test(investor.naics_six_digit_industry ?? ''),
    );
    expect(customers.map((investor) => investor.company_name)).toEqual([]);
  });

  it('keeps the named customers out of the top 10 of every company of the set', () => {
    const leading = BUYERS_NOT_CUSTOMERS.flatMap((company) =>
      topOf(company)
        .filter((investor) => company.customers.includes(investor.company_name))
        .map((investor) => `${company.name}: ${investor.company_name}`),
    );
    expect(leading).toEqual([]);
  });

  it("keeps a customer whose summary says it makes the company's product (Starbucks roasts coffee)", () => {
    const roaster = makerOf(companyProfileOf(caseNamed('Summit Roasters').answers), index);
    expect(valueChainFactor(roaster, investorNamed('Starbucks Corporation'))).toBe(1);
    expect(valueChainFactor(roaster, investorNamed("McDonald's Corporation"))).toBe(0);
    // The Kroger Co. "manufactures and processes food products": food, not coffee.
    expect(valueChainFactor(roaster, investorNamed('The Kroger Co.'))).toBe(0);
    expect(valueChainFactor(roaster, investorNamed('J.M. Smucker Company'))).toBe(1);
  });

  it('reads a company without a NAICS code as a maker by its supply-chain position', () => {
    const frozenFoods = companyProfileOf(caseNamed('Northern Table Foods').answers);
    expect(makerOf({ ...frozenFoods, naics: null }, index)).not.toBeNull();
    expect(makerOf({ ...frozenFoods, naics: null, supplyChain: 'Retailer', supplyChainRoles: ['Retailer'] }, index)).toBeNull();
    expect(makerOf({ ...frozenFoods, naics: '445110' }, index)).toBeNull();
  });

  it('leaves the factor out for a company that does not make goods, and for an acquirer', () => {
    for (const name of ['Ledgerly', 'Harbor Dental Group', 'Summit Precision Machining']) {
      const company = FLORENCE_COMPANIES.find((entry) => entry.name === name)!;
      const [first] = rankCandidates(companyProfileOf(company.answers), index, undefined, { limit: 1 });
      expect(first!.factors.map((factor) => factor.key)).not.toContain('value_chain');
    }
  });
});
