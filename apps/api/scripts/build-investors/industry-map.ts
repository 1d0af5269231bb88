import type { Sector } from '@dealscout/domain';

/**
 * How the source's classification (FinanceDatabase's approximation of GICS: sector > industry group >
 * industry) maps onto ours. Hand-made; docs/data.md ("Mapping") points here.
 *
 * - NAICS 2022: each industry has the national industry (6 digits) that fits most of its listed
 *   companies; `refine` picks a closer code when the summary says so (first match wins). An industry
 *   with no dominant code, and rows with only an industry group, get a 3- or 4-digit parent.
 * - Supply-chain role: one of the sector's four roles in SECTOR_TAXONOMY, where the industry implies one.
 */
export interface IndustryMapping {
  naics: string;
  /** [summary pattern, NAICS code, role when it differs from the industry's]. */
  refine?: readonly (readonly [RegExp, string, string?])[];
  role?: string;
}

export const INDUSTRY_MAP: Record<string, IndustryMapping> = {
  // Communication Services
  Entertainment: {
    naics: '512110',
    refine: [
      [/\b(gam(e|es|ing)|esports)\b/i, '513210'],
      // A music company, not any mention of music (Disney, Live Nation and Roku were record producers).
      [/\b(recorded music|music (company|entertainment company|publishing|labels?))\b/i, '512250'],
    ],
    role: 'Content Creator',
  },
  'Interactive Media & Services': { naics: '519290', role: 'Network or Platform Operator' },
  Media: {
    naics: '516120',
    refine: [
      [/\b(newspapers?|magazines?|publish)/i, '513110'],
      [/\bradio\b/i, '516110'],
      [/\badvertis/i, '541810'],
    ],
    role: 'Content Creator',
  },
  'Diversified Telecommunication Services': {
    naics: '517111',
    refine: [[/\bwireless\b/i, '517112']],
    role: 'Network or Platform Operator',
  },
  // Consumer Discretionary
  'Auto Components': { naics: '336390', role: 'Manufacturer or Brand' },
  Automobiles: {
    naics: '336110',
    refine: [
      [/\bmotorcycles?\b/i, '336991'],
      [/\brecreational vehicles?\b/i, '336214'],
      // Runs dealerships, not sells through them (Ford was a car dealer).
      [/\b(operates|owns)( [\w-]+){0,4} dealerships\b/i, '441110'],
    ],
    role: 'Manufacturer or Brand',
  },
  'Household Durables': {
    naics: '236117',
    refine: [
      [/\bfurniture\b/i, '337121'],
      [/\bappliances?\b/i, '335220'],
    ],
    role: 'Manufacturer or Brand',
  },
  'Textiles, Apparel & Luxury Goods': {
    naics: '315250',
    refine: [
      [/\b(footwear|shoes)\b/i, '316210'],
      [/\bjewel/i, '339910'],
    ],
    role: 'Manufacturer or Brand',
  },
  'Diversified Consumer Services': {
    naics: '812990',
    refine: [[/\b(education|school|learning|university)\b/i, '611310']],
    role: 'Service Provider',
  },
  'Hotels, Restaurants & Leisure': {
    naics: '722511',
    refine: [
      [/\bcruise/i, '483112'],
      [/\b(casinos?|gaming)\b/i, '713210'],
      [/\b(hotels?|resorts?|lodging)\b/i, '721110'],
    ],
    role: 'Service Provider',
  },
  Distributors: { naics: '423990', role: 'Wholesaler or Distributor' },
  'Internet & Direct Marketing Retail': { naics: '455219', role: 'Retailer' },
  'Specialty Retail': { naics: '459999', role: 'Retailer' },
  // Consumer Staples
  // A drugstore chain, not a grocer with pharmacies in its stores (Kroger, Weis Markets were drug retailers).
  'Food & Staples Retailing': {
    naics: '445110',
    refine: [[/\b(drugstores?|pharmacy-led|retail pharmac\w*|pharmacy chain)\b/i, '456110']],
    role: 'Retailer',
  },
  Beverages: {
    naics: '312111',
    refine: [
      [/\b(brew|beer)/i, '312120'],
      [/\b(wines?|winer)/i, '312130'],
      [/\b(spirits|distill|whisk|vodka|tequila)/i, '312140'],
    ],
    role: 'Manufacturer or Brand',
  },
  'Food Products': { naics: '311999', role: 'Manufacturer or Brand' },
  Tobacco: { naics: '312230', role: 'Manufacturer or Brand' },
  'Household Products': {
    naics: '325611',
    refine: [[/\b(cosmetics?|beauty|personal care|skin care)\b/i, '325620']],
    role: 'Manufacturer or Brand',
  },
  // Energy
  'Energy Equipment & Services': { naics: '213112', refine: [[/\bdrilling\b/i, '213111']] },
  'Oil, Gas & Consumable Fuels': {
    naics: '211120',
    refine: [
      [/\b(tankers?|shipping)\b/i, '483111'],
      [/\brefin/i, '324110'],
      [/\b(pipelines?|midstream|gathering)\b/i, '486110'],
      [/\bcoal\b/i, '212114'],
      [/\buranium\b/i, '212290'],
      [/\bnatural gas\b/i, '211130'],
    ],
  },
  // Financials
  Banks: { naics: '522110', role: 'Capital Provider' },
  'Thrifts & Mortgage Finance': { naics: '522180', refine: [[/\bmortgage/i, '522292']], role: 'Capital Provider' },
  'Capital Markets': {
    naics: '523150',
    refine: [
      [/\bbusiness development company\b/i, '523999'],
      [/\b(asset manag|investment manag|investment advis|wealth manag|private equity)/i, '523940'],
      [/\bexchanges?\b/i, '523210'],
    ],
    role: 'Intermediary or Broker',
  },
  'Consumer Finance': {
    naics: '522291',
    refine: [
      // Card networks and money transfer move payments (Visa, Mastercard, PayPal, Western Union were consumer lenders).
      [
        /\b(payments? technology|payment-related|digital payments|payment network|money (movement|transfer)|peer-to-peer payments)\b/i,
        '522320',
      ],
      [/\b(charge and credit|credit card issuer|private label credit)\b/i, '522210'],
    ],
    role: 'Capital Provider',
  },
  'Diversified Financial Services': {
    naics: '523999',
    refine: [[/\b(blank check|business combination|closed-end|fund)\b/i, '525990']],
    role: 'Capital Provider',
  },
  'Mortgage Real Estate Investment Trusts (REITs)': { naics: '525990', role: 'Capital Provider' },
  Insurance: {
    naics: '524126',
    refine: [
      [/\breinsur/i, '524130'],
      [/\btitle insurance\b/i, '524127'],
      [/\b(life insurance|annuit)/i, '524113'],
      [/\bbrokerage\b/i, '524210'],
    ],
    role: 'Service Provider',
  },
  // Health Care
  'Health Care Equipment & Supplies': {
    naics: '339112',
    refine: [
      [/\bdental\b/i, '339114'],
      [/\b(orthop|implants?)\b/i, '339113'],
      [/\b(electromedical|monitoring systems?)\b/i, '334510'],
    ],
    role: 'Medical Product Manufacturer',
  },
  'Health Care Providers & Services': {
    naics: '621',
    refine: [
      [/\bdistribut/i, '424210', 'Distributor or Group Purchasing Organization'],
      [/\b(health plans?|managed care|health insurance)\b/i, '524114'],
      [/\boperat\w*(\s+[\w-]+){0,3}\s+hospitals\b/i, '622110'],
      [/\bhome health\b/i, '621610'],
      [/\b(nursing|senior living)\b/i, '623110'],
      [/\blaborator/i, '621511'],
    ],
    role: 'Healthcare Provider',
  },
  'Health Care Technology': { naics: '513210', role: 'Healthcare Organization' },
  Biotechnology: { naics: '325414', role: 'Medical Product Manufacturer' },
  Pharmaceuticals: { naics: '325412', role: 'Medical Product Manufacturer' },
  // Industrials
  'Aerospace & Defense': { naics: '336411', refine: [[/\b(components?|parts)\b/i, '336413']], role: 'Manufacturer' },
  'Building Products': {
    naics: '332321',
    refine: [
      [/\b(hvac|air condition|heating)/i, '333415'],
      [/\b(roofing|insulation)\b/i, '324122'],
    ],
    role: 'Manufacturer',
  },
  'Construction & Engineering': {
    naics: '237990',
    refine: [
      [/\bhomebuild/i, '236117'],
      [/\bengineering services\b/i, '541330'],
    ],
    role: 'Service Provider',
  },
  'Electrical Equipment': {
    naics: '335999',
    refine: [
      [/\bbatter(y|ies)\b/i, '335910'],
      [/\bsolar\b/i, '334413'],
      [/\b(wire|cable)\b/i, '335929'],
      [/\b(motors?|generators?)\b/i, '335312'],
    ],
    role: 'Manufacturer',
  },
  'Industrial Conglomerates': { naics: '551112', role: 'Manufacturer' },
  Machinery: {
    naics: '333998',
    refine: [
      // A truck maker, not any mention of trucks (Caterpillar, Deere, AMETEK, Illinois Tool Works were truck makers).
      [/\b(manufactur\w*|makes|builds)( [\w,-]+){0,6} (heavy[- ]duty )?trucks\b/i, '336120'],
      [/\bconstruction( and mining)? (machinery|equipment)\b/i, '333120'],
      [/\b(diesel|natural gas) engines\b/i, '333618'],
      [/\b(agricultur|farm (equipment|machinery))/i, '333111'],
      [/\bpumps?\b/i, '333914'],
    ],
    role: 'Manufacturer',
  },
  'Trading Companies & Distributors': { naics: '423830', role: 'Distributor' },
  'Commercial Services & Supplies': {
    naics: '561990',
    refine: [
      [/\bwaste\b/i, '562111'],
      [/\bsecurity services\b/i, '561612'],
      [/\bstaffing\b/i, '561320'],
      [/\bprinting\b/i, '323111'],
    ],
    role: 'Service Provider',
  },
  'Professional Services': {
    naics: '541611',
    refine: [
      [/\bstaffing\b/i, '561320'],
      [/\bengineering\b/i, '541330'],
      [/\b(data|analytics)\b/i, '518210'],
    ],
    role: 'Service Provider',
  },
  // Freight forwarders and logistics contractors arrange freight; UPS and FedEx deliver it (they were forwarders).
  'Air Freight & Logistics': {
    naics: '492110',
    refine: [[/\b(freight forwarding|(third-party|contract) logistics|logistics services)\b/i, '488510']],
    role: 'Service Provider',
  },
  Airlines: { naics: '481111', role: 'Service Provider' },
  Marine: { naics: '483111', role: 'Service Provider' },
  'Road & Rail': { naics: '484121', refine: [[/\brail/i, '482111']], role: 'Service Provider' },
  'Transportation Infrastructure': {
    naics: '488490',
    refine: [
      [/\b(ports?|terminals?)\b/i, '488310'],
      [/\bairports?\b/i, '488119'],
    ],
    role: 'Service Provider',
  },
  // Information Technology
  'Semiconductors & Semiconductor Equipment': { naics: '334413', refine: [[/\bequipment\b/i, '333242']], role: 'Component Supplier' },
  'IT Services': { naics: '541512', refine: [[/\bpayments?\b/i, '522320']], role: 'Reseller or Integrator' },
  Software: { naics: '513210', role: 'Platform or Product Developer' },
  'Communications Equipment': {
    naics: '334220',
    refine: [[/\b(networking|routers?|switches)\b/i, '334210']],
    role: 'Platform or Product Developer',
  },
  'Electronic Equipment, Instruments & Components': {
    naics: '334419',
    refine: [[/\b(instruments?|measurement)\b/i, '334515']],
    role: 'Component Supplier',
  },
  'Technology Hardware, Storage & Peripherals': {
    naics: '334111',
    refine: [[/\bstorage\b/i, '334112']],
    role: 'Platform or Product Developer',
  },
  // Materials
  Chemicals: {
    naics: '325199',
    refine: [
      [/\bfertiliz/i, '325311'],
      [/\b(coatings?|paints?)\b/i, '325510'],
      [/\bindustrial gases\b/i, '325120'],
    ],
    role: 'Processor or Producer',
  },
  'Construction Materials': {
    naics: '327310',
    refine: [
      [/\baggregates?\b/i, '212321'],
      [/\bconcrete\b/i, '327320'],
    ],
    role: 'Processor or Producer',
  },
  'Containers & Packaging': {
    naics: '322211',
    refine: [
      [/\bglass\b/i, '327213'],
      [/\bmetal\b/i, '332431'],
    ],
    role: 'Converter or Fabricator',
  },
  'Metals & Mining': {
    naics: '212220',
    refine: [
      [/\bsteel\b/i, '331110'],
      [/\balumin/i, '331313'],
      [/\bcopper\b/i, '212230'],
      [/\blithium\b/i, '212390'],
      [/\bcoal\b/i, '212114'],
    ],
    role: 'Extractor or Miner',
  },
  'Paper & Forest Products': { naics: '322120', refine: [[/\b(lumber|wood|timber)\b/i, '321113']], role: 'Processor or Producer' },
  // Real Estate
  'Equity Real Estate Investment Trusts (REITs)': {
    naics: '531120',
    refine: [
      [/\b(apartments?|residential|multifamily|single-family)\b/i, '531110'],
      [/\bself-storage\b/i, '531130'],
      [/\b(hotels?|lodging)\b/i, '721110'],
    ],
    role: 'Owner or Investor',
  },
  'Real Estate Management & Development': {
    naics: '531390',
    refine: [
      [/\bbrokerage\b/i, '531210'],
      [/\bdevelop/i, '237210'],
      [/\bproperty management\b/i, '531311'],
    ],
    role: 'Operator or Manager',
  },
  // Utilities
  'Electric Utilities': { naics: '221122', role: 'Distributor or Retailer' },
  'Gas Utilities': { naics: '221210', role: 'Distributor or Retailer' },
  'Independent Power and Renewable Electricity Producers': {
    naics: '221118',
    refine: [
      [/\bsolar\b/i, '221114'],
      [/\bwind\b/i, '221115'],
    ],
    role: 'Generator',
  },
  'Multi-Utilities': { naics: '2211', role: 'Distributor or Retailer' },
  'Water Utilities': { naics: '221310', role: 'Distributor or Retailer' },
};

/** Rows with an industry group but no industry. */
export const INDUSTRY_GROUP_NAICS: Record<string, string> = {
  'Media & Entertainment': '512',
  'Telecommunication Services': '517',
  'Automobiles & Components': '3361',
  'Consumer Durables & Apparel': '337',
  'Consumer Services': '722',
  Retailing: '459',
  'Food & Staples Retailing': '445',
  'Food, Beverage & Tobacco': '311',
  'Household & Personal Products': '3256',
  Energy: '211',
  Banks: '5221',
  'Diversified Financials': '523',
  Insurance: '524',
  'Health Care Equipment & Services': '621',
  'Pharmaceuticals, Biotechnology & Life Sciences': '3254',
  'Capital Goods': '333',
  'Commercial & Professional Services': '5416',
  Transportation: '484',
  'Semiconductors & Semiconductor Equipment': '3344',
  'Software & Services': '5132',
  'Technology Hardware & Equipment': '334',
  Materials: '325',
  'Real Estate': '531',
  Utilities: '2211',
};

/** The source's sectors as sectors of our taxonomy. */
export const SECTOR_MAP: Record<string, Sector> = {
  'Communication Services': 'Communication Services',
  'Consumer Discretionary': 'Consumer Discretionary',
  'Consumer Staples': 'Consumer Staples',
  Energy: 'Energy',
  Financials: 'Financials',
  'Health Care': 'Healthcare',
  Industrials: 'Industrials',
  'Information Technology': 'Technology',
  Materials: 'Materials',
  'Real Estate': 'Real Estate',
  Utilities: 'Utilities',
};

/** Energy's roles depend on where in the chain the company sits, which its industry tells. */
export const ENERGY_ROLES: readonly (readonly [RegExp, string])[] = [
  [/\b(pipelines?|midstream|gathering|tankers?|shipping|storage)\b/i, 'Midstream Transporter'],
  [/\b(refin|marketing of|fuel distribution|retail)/i, 'Downstream Refiner or Marketer'],
  [/\b(exploration|production|reserves)\b/i, 'Upstream Producer'],
];

/**
 * The NAICS code and supply-chain role of a source row. `finer`: a mapping of the row's own finer
 * industry (the Nasdaq file's), used in place of its GICS industry's codes.
 */
export function classifyIndustry(
  row: { sector: string; industryGroup: string; industry: string; summary: string },
  finer?: Pick<IndustryMapping, 'naics' | 'refine' | 'role'>,
) {
  const gics = INDUSTRY_MAP[row.industry];
  const mapping = finer ?? gics;
  const refined = mapping?.refine?.find(([pattern]) => pattern.test(row.summary));
  const naics = mapping ? (refined?.[1] ?? mapping.naics) : (INDUSTRY_GROUP_NAICS[row.industryGroup] ?? null);
  let role = refined?.[2] ?? mapping?.role ?? gics?.role ?? null;
  if (row.sector === 'Energy')
    role = row.industry === 'Energy Equipment & Services' ? 'Equipment or Service Provider' : energyRole(row.summary);
  return { naics, role };
}

function energyRole(summary: string): string | null {
  return ENERGY_ROLES.find(([pattern]) => pattern.test(summary))?.[1] ?? null;
}
