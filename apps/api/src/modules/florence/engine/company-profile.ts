import { answerOf, answerValues, supplyChainRolesOf, type UserInput } from '@dealscout/domain';

export type FlorenceGoal = 'sell' | 'recapitalize' | 'acquire';

/** What the engine reads of a company: its questionnaire answers, by meaning. */
export interface CompanyProfile {
  goal: FlorenceGoal;
  /** Sell only: a strategic buyer (a corporation) or a financial one (private equity, venture capital). */
  buyerType: 'strategic' | 'financial';
  description: string;
  products: string[];
  services: string[];
  strengths: string[];
  specialties: string[];
  naics: string | null;
  areas: string[];
  /** Where the company is headquartered: the questionnaire's country and state (either may be missing). */
  headquarters: { country: string | null; state: string | null };
  supplyChain: string | null;
  /**
   * The roles of the sector taxonomy (as the dataset writes a candidate's position) the company's position
   * stands for in its sector's list: 'Software Vendor' is a 'Platform or Product Developer'; a health-care
   * position is itself.
   */
  supplyChainRoles: readonly string[];
  /** Latest yearly figures given, in dollars; a zero or negative revenue is read as not given (it says nothing of size). */
  revenue: number | null;
  ebitda: number | null;
}

const texts = (userInput: UserInput, key: string) =>
  answerValues(answerOf(userInput, key))
    .map((value) => String(value).trim())
    .filter((value) => value !== '' && value.toLowerCase() !== 'none');

const first = (userInput: UserInput, key: string) => texts(userInput, key)[0] ?? null;

function latestFigure(userInput: UserInput, kind: 'revenue' | 'ebitda'): number | null {
  for (const year of ['five', 'four', 'three', 'two', 'one']) {
    const value = Number(first(userInput, `${kind}_year_${year}`));
    if (first(userInput, `${kind}_year_${year}`) !== null && Number.isFinite(value)) return value;
  }
  return null;
}

const positive = (value: number | null) => (value !== null && value > 0 ? value : null);

function goalOf(userInput: UserInput): FlorenceGoal {
  const answer = (first(userInput, 'question-one') ?? '').toLowerCase();
  if (answer.startsWith('acquire')) return 'acquire';
  if (answer.startsWith('sell')) return 'sell';
  return 'recapitalize';
}

/** The engine's reading of a company's answers (keys of packages/domain's questionnaire). */
export function companyProfileOf(userInput: UserInput): CompanyProfile {
  const naics = [...texts(userInput, 'NAICS-Sub-Dropdown'), ...texts(userInput, 'NAICS-Master-Dropdown')]
    .map((code) => code.replace(/^(\d\d)-\d\d$/, '$1'))
    .find((code) => /^\d{2,6}$/.test(code));
  const supplyChain = first(userInput, 'supply_chain_dropdown');
  return {
    goal: goalOf(userInput),
    buyerType: /financial/i.test(first(userInput, 'buyer_type') ?? '') ? 'financial' : 'strategic',
    description: texts(userInput, 'description_input').join(' '),
    products: texts(userInput, 'product_input'),
    services: texts(userInput, 'service_input'),
    strengths: texts(userInput, 'descriptor_input'),
    specialties: [...texts(userInput, 'speciality_input'), ...texts(userInput, 'narrow_specialty_input')],
    naics: naics ?? null,
    areas: texts(userInput, 'area_of_operations_dropdown'),
    headquarters: { country: texts(userInput, 'location_input')[0] ?? null, state: texts(userInput, 'location_input')[1] ?? null },
    supplyChain,
    supplyChainRoles: supplyChain ? supplyChainRolesOf(first(userInput, 'primary_sector_dropdown'), supplyChain) : [],
    revenue: positive(latestFigure(userInput, 'revenue')),
    ebitda: latestFigure(userInput, 'ebitda'),
  };
}

/** Whether a candidate's supply-chain position is the company's own (one of the roles its position stands for). */
export const sameSupplyChainPosition = (profile: Pick<CompanyProfile, 'supplyChainRoles'>, position: string) =>
  profile.supplyChainRoles.some((role) => role.toLowerCase() === position.toLowerCase());
