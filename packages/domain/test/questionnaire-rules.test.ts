import { describe, expect, it } from 'vitest';
import {
  ANSWER_LABELS,
  ATTRIBUTE_QUESTIONS,
  checkSubmission,
  counterpartsOf,
  hasFlorenceDetails,
  formAnswersOf,
  GOAL_QUESTIONS,
  isRequired,
  isSatisfied,
  naicsSubOptions,
  QUESTIONS,
  questionsReplySchema,
  requiredError,
  stepComplete,
  toUserInput,
  visibleQuestions,
  type FormAnswers,
  type NaicsList,
  type QuestionDefinition,
} from '../src/index.js';

const NAICS: NaicsList = [
  { label: '31-33', value: 'Manufacturing', level: 'sector' },
  { label: '325412', value: 'Pharmaceutical Preparation Manufacturing', level: 'national_industry' },
  { label: '62', value: 'Health Care and Social Assistance', level: 'sector' },
  { label: '621', value: 'Ambulatory Health Care Services', level: 'subsector' },
  { label: '621111', value: 'Offices of Physicians (except Mental Health Specialists)', level: 'national_industry' },
];

const visibleKeys = (answers: FormAnswers) => visibleQuestions(GOAL_QUESTIONS, answers).map((question) => question.key);
const question = (key: string) =>
  Object.values(QUESTIONS)
    .flat()
    .find((q) => q.key === key)!;

describe('goal question flow', () => {
  it('asks only the first question before it is answered, and only it for Acquire', () => {
    expect(visibleKeys({})).toEqual(['question-one']);
    expect(visibleKeys({ 'question-one': ['Acquire'] })).toEqual(['question-one']);
  });

  it('sell: scope, price care, change-after-sale care, buyer type, functional strengths', () => {
    expect(visibleKeys({ 'question-one': ['Sell'] })).toEqual([
      'question-one',
      'sell_scope',
      'price_importance',
      'change_after_sale_importance',
      'buyer_type',
      'functional_strengths',
    ]);
  });

  it('recapitalize: partner versus cash, then each branch', () => {
    expect(visibleKeys({ 'question-one': ['Recapitalize'] })).toEqual(['question-one', 'partner_type']);
    const partner = { 'question-one': ['Recapitalize'], partner_type: ['Strategic partner'] };
    expect(visibleKeys(partner)).toEqual(['question-one', 'partner_type', 'partner_advantages', 'opportunities_ready']);
    expect(visibleKeys({ ...partner, opportunities_ready: ['No'] })).toEqual([
      'question-one',
      'partner_type',
      'partner_advantages',
      'opportunities_ready',
    ]);
    expect(visibleKeys({ ...partner, opportunities_ready: ['Yes'] })).toEqual([
      'question-one',
      'partner_type',
      'partner_advantages',
      'opportunities_ready',
      'opportunity_cost',
      'opportunity_roi',
    ]);
    expect(visibleKeys({ 'question-one': ['Recapitalize'], partner_type: ['Cash'] })).toEqual([
      'question-one',
      'partner_type',
      'cash_opportunities_ready',
    ]);
  });

  it('hides a branch again when an earlier answer changes', () => {
    expect(visibleKeys({ 'question-one': ['Sell'], partner_type: ['Cash'], cash_opportunities_ready: ['Yes'] })).not.toContain(
      'cash_opportunities_ready',
    );
  });

  it('defines the advantages, the cost as currency, the ROI as percentage and ranges of ten labels', () => {
    expect(question('partner_advantages').options.map((o) => o.value)).toEqual(['Cash', 'Distribution', 'Marketing']);
    expect(question('opportunity_cost').type).toBe('currency');
    expect(question('opportunity_roi').type).toBe('percentage');
    expect(question('price_importance').range?.labels.at(-1)).toBe('Upmost Priority');
    expect(question('change_after_sale_importance').range?.labels.at(-1)).toBe('Company cannot change');
    expect(question('price_importance').range?.labels).toHaveLength(10);
  });
});

describe('the definitions', () => {
  it('match the reply schema, and keys are unique', () => {
    expect(questionsReplySchema.safeParse({ data: QUESTIONS }).success).toBe(true);
    const keys = Object.values(QUESTIONS)
      .flat()
      .map((q) => q.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keep the keys the company pages and Florence read', () => {
    for (const key of ['question-one', 'buyer_type', 'description_input', 'product_input', 'service_input', 'descriptor_input']) {
      expect(question(key)).toBeDefined();
    }
    for (const key of ['speciality_input', 'NAICS-Master-Dropdown', 'NAICS-Sub-Dropdown', 'area_of_operations_dropdown']) {
      expect(question(key)).toBeDefined();
    }
    for (const kind of ['revenue', 'expenses', 'ebitda']) {
      for (const year of ['one', 'two', 'three', 'four', 'five']) expect(question(`${kind}_year_${year}`).type).toBe('currency');
    }
    expect(question('supply_chain_dropdown')).toBeDefined();
    expect(question('NAICS-Master-Dropdown').section).toBe('NAICS Industry Classification System');
    expect(question('area_of_operations_dropdown').type).toBe('multi-select');
    expect(question('product_input')).toMatchObject({ type: 'tags', optional: true });
    expect(ANSWER_LABELS['description_input']).toBe('Description');
  });

  it('filter the NAICS industries by the chosen sector, ranges included', () => {
    expect(naicsSubOptions(NAICS, '62').map((o) => o.value)).toEqual(['621', '621111']);
    expect(naicsSubOptions(NAICS, '31-33').map((o) => o.value)).toEqual(['325412']);
    expect(naicsSubOptions(NAICS, undefined)).toEqual([]);
  });
});

describe('the required rule', () => {
  const base: QuestionDefinition = { ...ATTRIBUTE_QUESTIONS.find((q) => q.key === 'description_input')! };

  it('requires a question unless it is flagged optional or its text says optional', () => {
    expect(isRequired(base)).toBe(true);
    expect(isRequired({ ...base, optional: true })).toBe(false);
    expect(isRequired({ ...base, question: 'Anything else? (Optional)' })).toBe(false);
    expect(isRequired({ ...base, question: ['First paragraph', 'this one is optional'] })).toBe(false);
  });

  it('counts a number or a non-empty list as answered', () => {
    expect(requiredError(base, undefined)).toBe('This field is required');
    expect(requiredError(base, [])).toBe('This field is required');
    expect(requiredError(base, ['  '])).toBe('This field is required');
    expect(isSatisfied(base, [0])).toBe(true);
    expect(isSatisfied(base, ['Clinics'])).toBe(true);
    expect(isSatisfied({ ...base, optional: true }, [])).toBe(true);
  });

  it('requires a location to hold a country and one of its states', () => {
    const location = question('location_input');
    expect(isSatisfied(location, [])).toBe(false);
    expect(isSatisfied(location, ['United States'])).toBe(false);
    expect(isSatisfied(location, ['United States', 'Bavaria'])).toBe(false);
    expect(isSatisfied(location, ['United States', 'Ohio'])).toBe(true);
  });

  it('says which part of a location is still empty', () => {
    const location = question('location_input');
    expect(requiredError(location, [])).toBe('Choose the country and the state');
    expect(requiredError(location, ['Atlantis'])).toBe('Choose the country and the state');
    expect(requiredError(location, ['United States'])).toBe('Choose the state');
    expect(requiredError(location, ['United States', 'Bavaria'])).toBe('Choose the state');
    expect(requiredError(location, ['United States', 'Ohio'])).toBe(null);
  });

  it('enables Next when every question asked in the step is answered', () => {
    expect(stepComplete(GOAL_QUESTIONS, {})).toBe(false);
    expect(stepComplete(GOAL_QUESTIONS, { 'question-one': ['Acquire'] })).toBe(true);
    expect(stepComplete(GOAL_QUESTIONS, { 'question-one': ['Recapitalize'], partner_type: ['Cash'] })).toBe(false);
    expect(
      stepComplete(GOAL_QUESTIONS, { 'question-one': ['Recapitalize'], partner_type: ['Cash'], cash_opportunities_ready: ['No'] }),
    ).toBe(true);
    const financials = Object.fromEntries(QUESTIONS.financials.filter(isRequired).map((q) => [q.key, ['1000']]));
    expect(stepComplete(QUESTIONS.financials, financials)).toBe(true);
    expect(stepComplete(QUESTIONS.financials, { ...financials, revenue_year_one: [] })).toBe(false);
  });
});

const complete: FormAnswers = {
  'question-one': ['Sell'],
  sell_scope: ['Sell all'],
  price_importance: [8],
  change_after_sale_importance: [6],
  buyer_type: ['Strategic'],
  functional_strengths: ['Distribution', 'Marketing'],
  'NAICS-Master-Dropdown': ['62'],
  'NAICS-Sub-Dropdown': ['621111'],
  primary_sector_dropdown: ['Healthcare'],
  speciality_input: ['Ophthalmology'],
  description_input: ['Eye clinics in Ohio'],
  mission_input: ['Sight for all'],
  vision_input: ['First call for eyes'],
  descriptor_input: ['Surgeons', 'Own ASC'],
  location_input: ['United States', 'Ohio'],
  supply_chain_dropdown: ['Healthcare Provider'],
  area_of_operations_dropdown: ['Ohio', 'Indiana'],
  service_input: ['Cataract surgery'],
  culture_and_values_input: ['Patient first'],
  workplace_culture_dropdown: ['Clan'],
  revenue_year_one: ['24500000'],
  expenses_year_one: ['19600000'],
  ebitda_year_one: ['-4900000.5'],
  intrinsic_input: ['48000000'],
  extrinsic_input: ['61000000'],
};

describe('submission check', () => {
  const check = (answers: FormAnswers) => checkSubmission(toUserInput(answers), NAICS);
  const fault = (answers: FormAnswers) => {
    const result = check(answers);
    return result.ok ? null : [result.key, result.message];
  };

  it("accepts a specialty and a position of the chosen sector's lists only", () => {
    const software = {
      ...complete,
      primary_sector_dropdown: ['Technology'],
      speciality_input: ['Cloud Security'],
      supply_chain_dropdown: ['Software Vendor'],
    };
    expect(check(software).ok).toBe(true);
    expect(fault({ ...software, speciality_input: ['Ophthalmology'] })?.[0]).toBe('speciality_input');
    expect(fault({ ...software, supply_chain_dropdown: ['Healthcare Provider'] })?.[0]).toBe('supply_chain_dropdown');
    expect(fault({ ...complete, supply_chain_dropdown: ['Software Vendor'] })?.[0]).toBe('supply_chain_dropdown');
  });

  it('accepts a complete sell path and keeps the spec shape', () => {
    const result = check(complete);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const [goals, attributes, financials] = result.userInput;
    expect(goals!['question-one']).toEqual(['block', 'Sell']);
    expect(goals!['partner_type']).toEqual(['none']);
    expect(attributes!['area_of_operations_dropdown']).toEqual(['Ohio', 'Indiana']);
    expect(attributes!['product_input']).toEqual(['none']);
    expect(financials!['revenue_year_two']).toEqual(['none']);
    expect(formAnswersOf(result.userInput)).toMatchObject({ 'question-one': ['Sell'], partner_type: [], product_input: [] });
  });

  it('names the question at fault, by type', () => {
    expect(fault({ ...complete, price_importance: [11] })).toEqual(['price_importance', 'Choose a whole number from 1 to 10']);
    expect(fault({ ...complete, price_importance: ['high'] })).toEqual(['price_importance', 'Choose a whole number from 1 to 10']);
    expect(fault({ ...complete, buyer_type: ['Charity'] })).toEqual(['buyer_type', 'Choose one of the options']);
    expect(fault({ ...complete, revenue_year_one: ['123456789012345'] })?.[0]).toBe('revenue_year_one');
    expect(fault({ ...complete, revenue_year_one: ['$1,000'] })?.[0]).toBe('revenue_year_one');
    expect(fault({ ...complete, description_input: [42] })).toEqual(['description_input', 'Enter text']);
    expect(fault({ ...complete, 'NAICS-Sub-Dropdown': ['325412'] })).toEqual(['NAICS-Sub-Dropdown', 'Choose one of the options']);
    expect(fault({ ...complete, location_input: ['United States', 'Bavaria'] })?.[0]).toBe('location_input');
    expect(fault({ ...complete, descriptor_input: ['x'.repeat(101)] })?.[0]).toBe('descriptor_input');
    expect(fault({ ...complete, mission_input: [] })).toEqual(['mission_input', 'This field is required']);
  });

  it('checks the recapitalize path: the ROI is a percentage without negatives', () => {
    const recap = {
      ...complete,
      'question-one': ['Recapitalize'],
      partner_type: ['Strategic partner'],
      partner_advantages: ['Cash'],
      opportunities_ready: ['Yes'],
      opportunity_cost: ['3500000'],
      opportunity_roi: ['18.5'],
    };
    expect(check(recap).ok).toBe(true);
    expect(fault({ ...recap, opportunity_roi: ['-3'] })?.[0]).toBe('opportunity_roi');
    expect(fault({ ...recap, opportunity_cost: [] })).toEqual(['opportunity_cost', 'This field is required']);
  });

  it('refuses keys that are not questions, and stores a hidden branch as none', () => {
    expect(checkSubmission([{ 'question-one': ['Sell'], favourite_colour: ['red'] }], NAICS)).toMatchObject({
      ok: false,
      key: 'favourite_colour',
    });
    const result = check({ ...complete, partner_type: ['Cash'] });
    expect(result.ok && result.userInput[0]!['partner_type']).toEqual(['none']);
  });

  // Issue 41: 'None' passed the required check, so a company could be submitted without industry or sector.
  it('refuses None as the answer of a required select, in goals and attributes alike', () => {
    for (const key of ['NAICS-Master-Dropdown', 'primary_sector_dropdown', 'workplace_culture_dropdown', 'area_of_operations_dropdown'])
      expect(fault({ ...complete, [key]: ['none'] }), key).toEqual([key, 'This field is required']);
    expect(fault({ ...complete, buyer_type: ['none'] })?.[0]).toBe('buyer_type');
    expect(fault({ ...complete, speciality_input: [] })).toEqual(['speciality_input', 'This field is required']);
  });

  it('reads a saved draft back with its empty selects empty, not None, and the step incomplete', () => {
    const { 'NAICS-Master-Dropdown': _master, 'NAICS-Sub-Dropdown': _sub, primary_sector_dropdown: _sector, ...rest } = complete;
    const restored = formAnswersOf(toUserInput(rest));
    expect(restored).toMatchObject({ 'NAICS-Master-Dropdown': [], 'NAICS-Sub-Dropdown': [], primary_sector_dropdown: [] });
    expect(stepComplete(ATTRIBUTE_QUESTIONS, restored)).toBe(false);
    expect(checkSubmission(toUserInput(restored), NAICS)).toMatchObject({ ok: false, message: 'This field is required' });
  });
});

describe('labels follow the first answer', () => {
  it('Acquire -> Targets, Sell -> Buyers, else Investors', () => {
    expect(counterpartsOf([{ 'question-one': ['block', 'Acquire'] }])).toBe('Targets');
    expect(counterpartsOf([{ 'question-one': ['Sell'] }])).toBe('Buyers');
    expect(counterpartsOf([{ 'question-one': ['block', 'Recapitalize'] }])).toBe('Investors');
    expect(counterpartsOf([])).toBe('Investors');
  });
});

describe('hasFlorenceDetails', () => {
  it('needs a goal and something that describes the company', () => {
    expect(hasFlorenceDetails([{ 'question-one': ['Sell'] }, { description_input: ['Eye clinics in Ohio'] }])).toBe(true);
    expect(hasFlorenceDetails([{ 'question-one': ['Sell'] }, { 'NAICS-Master-Dropdown': ['62'] }])).toBe(true);
    expect(hasFlorenceDetails([{ 'question-one': ['Sell'] }])).toBe(false);
    expect(hasFlorenceDetails([{}, { description_input: ['Eye clinics in Ohio'] }])).toBe(false);
    expect(hasFlorenceDetails([])).toBe(false);
  });
});
