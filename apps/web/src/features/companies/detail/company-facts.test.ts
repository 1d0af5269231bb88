import type { UserInput } from '@dealscout/domain';
import { describe, expect, it } from 'vitest';
import { attributeFacts, formatAnswerValue, goalFacts, statFacts } from './company-facts';

const userInput: UserInput = [
  {
    'question-one': ['block', 'Sell'],
    estimated_cost: ['250000'],
    expected_roi: ['12.5'],
    advantages: ['Cash', 'Marketing'],
    skipped_question: ['none'],
    ready: [true],
  },
  { 'NAICS-Master-Dropdown': ['Health Care'], product_input: ['n/a'], descriptor_input: ['Fast – reliable'] },
  { ebitda_year_one: ['1500000'], intrinsic_input: [2500], extrinsic_input: ['0'] },
];

describe('formatAnswerValue', () => {
  it('formats numbers under money and percentage keys, leaves other text as text', () => {
    expect(formatAnswerValue('deal_price', '2000000')).toBe('$2mm');
    expect(formatAnswerValue('margin_target', 7)).toBe('7%');
    expect(formatAnswerValue('cash_or_partner', 'Cash')).toBe('Cash');
    expect(formatAnswerValue('team_size', '40')).toBe('40');
    expect(formatAnswerValue('ready', false)).toBe('No');
    expect(formatAnswerValue('price_importance', 8)).toBe('8');
  });

  it('puts the first goal question first, whatever order the database returns', () => {
    const facts = goalFacts([{ sell_scope: ['Sell all'], 'question-one': ['Sell'] }]);
    expect(facts.map((fact) => fact.key)).toEqual(['question-one', 'sell_scope']);
  });
});

describe('goalFacts', () => {
  it('lists the answered goals with their labels and formatted values', () => {
    expect(goalFacts(userInput)).toEqual([
      { key: 'question-one', label: 'Goal', value: 'Sell' },
      { key: 'estimated_cost', label: 'Estimated cost', value: '$250,000' },
      { key: 'expected_roi', label: 'Expected roi', value: '12.50%' },
      { key: 'advantages', label: 'Advantages', value: 'Cash, Marketing' },
      { key: 'ready', label: 'Ready', value: 'Yes' },
    ]);
  });

  it('is empty without answers', () => {
    expect(goalFacts([])).toEqual([]);
    expect(goalFacts([{ only: ['none'] }])).toEqual([]);
  });
});

describe('attributeFacts and statFacts', () => {
  it('shows every attribute, with a dash for none or n/a', () => {
    const facts = attributeFacts(userInput);
    expect(facts).toHaveLength(9);
    expect(facts[0]).toEqual({ key: 'NAICS-Master-Dropdown', label: 'NAICS industry', value: 'Health Care' });
    expect(facts.find((fact) => fact.key === 'product_input')?.value).toBe('-');
    expect(facts.find((fact) => fact.key === 'descriptor_input')?.value).toBe('Fast - reliable');
    expect(facts.find((fact) => fact.key === 'service_input')?.value).toBe('-');
  });

  it('gives each NAICS code its title, and the bare code while the catalogue is not known', () => {
    const titles = new Map([
      ['62', 'Health Care and Social Assistance'],
      ['6212', 'Offices of Dentists'],
    ]);
    const answers: UserInput = [{}, { 'NAICS-Master-Dropdown': ['62'], 'NAICS-Sub-Dropdown': ['6212'] }];
    const naics = (facts: { key: string; value: string }[]) =>
      facts.filter((fact) => fact.key.startsWith('NAICS')).map((fact) => fact.value);
    expect(naics(attributeFacts(answers, (code) => titles.get(code)))).toEqual([
      '62 Health Care and Social Assistance',
      '6212 Offices of Dentists',
    ]);
    expect(naics(attributeFacts(answers))).toEqual(['62', '6212']);
    expect(naics(attributeFacts([], (code) => titles.get(code)))).toEqual(['-', '-']);
  });

  it('formats the stat tiles in k and mm', () => {
    expect(statFacts(userInput).map((fact) => [fact.label, fact.value])).toEqual([
      ['EBITDA', '$1.50mm'],
      ['Intrinsic', '$2.50k'],
      ['Extrinsic', '-'],
    ]);
  });
});
