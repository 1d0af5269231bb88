import type { Investor } from '@dealscout/domain';
import { describe, expect, it } from 'vitest';
import { presentBuyer, type ResultDetail } from '../../src/modules/florence/present-buyer.js';
import { blank } from '../support/investors-fixture.js';

const investor: Investor = { ...blank, id: '00000000-0000-4000-8000-000000000001', company_name: 'Maker Co', type: 'corporation' };

describe("a buyer's evidence as the API shows it", () => {
  it('gives NAICS codes their titles (a two-digit code of a wider sector too), and leaves other evidence as kept', () => {
    const detail: ResultDetail = {
      factors: [
        {
          key: 'industry',
          label: 'Industry',
          weight: 0.3,
          value: 0.7,
          evidence: [
            { company_field: 'NAICS industry', company_value: '621111', candidate_field: 'NAICS industry', candidate_value: '6211' },
            { company_field: 'NAICS industry', company_value: '31', candidate_field: 'NAICS industry', candidate_value: '999999' },
            { company_field: 'Description', company_value: 'cataract', candidate_field: 'Keywords', candidate_value: '621111' },
          ],
        },
      ],
      reasons: { ai_description: 'x', financial_synergies: 'x', operating_synergies: 'x', misc_synergies: 'x' },
    };
    const [factor] = presentBuyer(investor, { rank: 1, score: 90, detail }, 1).factors;
    expect(factor!.evidence).toEqual([
      {
        company_field: 'NAICS industry',
        company_value: '621111 Offices of Physicians (except Mental Health Specialists)',
        candidate_field: 'NAICS industry',
        candidate_value: '6211 Offices of Physicians',
      },
      { company_field: 'NAICS industry', company_value: '31 Manufacturing', candidate_field: 'NAICS industry', candidate_value: '999999' },
      { company_field: 'Description', company_value: 'cataract', candidate_field: 'Keywords', candidate_value: '621111' },
    ]);
    // The row kept is unchanged: only the reply shows titles.
    expect(detail.factors[0]!.evidence[0]!.company_value).toBe('621111');
  });

  it('leaves out the generic word pairs an older run kept as text or meaning evidence, and keeps the rest', () => {
    const pair = (company: string, candidate: string) => ({
      company_field: 'Description',
      company_value: company,
      candidate_field: 'Keywords',
      candidate_value: candidate,
    });
    const detail: ResultDetail = {
      factors: [
        {
          key: 'text',
          label: 'Description and keywords',
          weight: 0.45,
          value: 0.8,
          evidence: [pair('general', 'general'), pair('dental', 'dental')],
        },
        {
          key: 'meaning',
          label: 'Meaning of the description',
          weight: 0.8,
          value: 0.9,
          evidence: [pair('practice', 'clinic'), pair('orthodontics', 'orthodontic')],
        },
        { key: 'industry', label: 'Industry', weight: 0.1, value: 0.4, evidence: [pair('general, pediatric, dentistry', 'Health Care')] },
      ],
      reasons: { ai_description: 'x', financial_synergies: 'x', operating_synergies: 'x', misc_synergies: 'x' },
    };
    const [text, meaning, industry] = presentBuyer(investor, { rank: 1, score: 90, detail }, 1).factors;
    expect(text!.evidence).toEqual([pair('dental', 'dental')]);
    expect(meaning!.evidence).toEqual([pair('orthodontics', 'orthodontic')]);
    expect(industry!.evidence).toEqual([pair('general, pediatric, dentistry', 'Health Care')]);
  });
});
