import { sentencesOf } from '../../src/modules/florence/engine/business-lines.js';
import type { BuildReport } from './build-report.js';
import { GICS_PARENTS } from './nasdaq-industries.js';
import { NASDAQ_FILE } from './nasdaq-rows.js';
import type { Company } from './source-rows.js';

/**
 * A misfiling of file 1's industries, recognised by the opening of the company's own summary (the sentence
 * that defines it): a row of an industry `from` accepts whose opening matches every pattern of `is` and not `isNot`
 * belongs to `to` (its sector and industry group with it); `code` and `role`, where given, replace what the
 * industry's rules would give (they read the whole summary, where a later "distributes" or "health plans" misleads).
 */
interface Misfiling {
  what: string;
  from: (industry: string) => boolean;
  to: string | ((code: string) => string);
  is: readonly RegExp[];
  isNot: RegExp;
  code?: (opening: string) => string;
  role?: string;
}

const only =
  (...industries: string[]) =>
  (industry: string) =>
    industries.includes(industry);

/** The NAICS code of the care an opening names, first match wins; else ambulatory health care (621). */
const CARE_CODES: readonly (readonly [RegExp, string])[] = [
  [/\bdialysis\b/i, '621492'],
  [/\bnursing facilities\b/i, '623110'],
  [/\b(senior living|assisted living)\b/i, '623312'],
  [/\b(hospice|home health)/i, '621610'],
  [/\bstaffing\b/i, '561320'],
  [/\bimaging centers\b/i, '621512'],
  [/\bphysical therapy\b/i, '621340'],
  [/\bhospitals?\b|\bhealth ?care services company\b/i, '622110'],
];

/** Selling in stores of one's own: a retailer, whatever else it does ("to retail customers" is not). */
const RUNS_STORES = /\b(stores?|supermarkets?|warehouse clubs?|pharmacy|retailer|retails)\b/i;
/** An opening that says the company makes things... */
const MAKES =
  /\b(manufactur\w*|produc(es|ing)|process(es|ing)|roasts|bak(es|ery)|formulat\w*|consumer packaged|food company|agribusiness)\b/i;
/** ...that are food or drink. */
const FOOD =
  /\b(foods?|snack\w*|confection\w*|bakery|beverages?|coffee|tea|spices|nutrition\w*|ingredients|potato|dairy|meat|candy|agricultural|supplements|pet food|sweeteners|starches|cereals?|flour)\b/i;

/** Industries where selling in stores is the business (or another business altogether: a restaurant, a pawnbroker). */
const RETAIL_OR_STORE_BUSINESS = [
  'Specialty Retail',
  'Food & Staples Retailing',
  'Internet & Direct Marketing Retail',
  'Hotels, Restaurants & Leisure',
  'Consumer Finance',
  // Fuel distributors that run filling stations are downstream marketers (Energy's roles).
  'Oil, Gas & Consumable Fuels',
];
/** An opening that defines a retailer: Walmart, Target and Dollar General were filed under Household Products, Home Depot and Lowe's under Household Durables. */
export const RETAILER =
  /\b(an? |as an? )([\w'()-]+,? ){0,6}retail(er|ers| company| chain| organization)\b|\boperation of retail\b|\b(operates|owns)( [\w-]+){0,4} (stores|warehouse clubs)\b|\bretail (department )?stores\b|\bin the ([\w-]+ ){0,2}retail industry\b/i;
/** ...and names nothing it makes, nor another trade (a franchisor, a pawnbroker, a security). */
const NOT_ONLY_A_RETAILER = /\b(manufactur\w*|produc(es|er|ing)|roaster|designs|franchisor|pawn|notes?|preferred)\b/i;
/** The retail trade an opening names, first match wins; else all other miscellaneous retailers. */
const RETAIL_CODES: readonly (readonly [RegExp, string])[] = [
  [/\b(warehouse clubs?|supercenters?|operation of retail)\b/i, '455211'],
  [/\b(department stores?|omnichannel retail organization)\b/i, '455110'],
  [/\b(discount|general merchandise|bargain|dollar)\b/i, '455219'],
  [/\b(grocery|supermarkets?)\b/i, '445110'],
  [/\bhome improvement\b/i, '444110'],
  [/\b(recreational vehicles?|RV)\b/, '441210'],
  [/\bboats?\b/i, '441222'],
  [/\bused (vehicles|cars)\b/i, '441120'],
  [/\b(automotive|vehicles?|cars)\b/i, '441110'],
  [/\b(thrift|used clothing)\b/i, '459510'],
  [/\b(apparel|clothing|fashion)\b/i, '458110'],
  [/\b(footwear|shoes|boots?)\b/i, '458210'],
  [/\bflooring\b/i, '449121'],
  [/\b(furniture|furnishings)\b/i, '449110'],
  [/\bsporting goods\b/i, '459110'],
  [/\b(eyeglasses|optical)\b/i, '456130'],
  [/\b(fragrance|body care|beauty|cosmetics?)\b/i, '456120'],
  [/\b(gardening|hydroponic)\b/i, '444240'],
];
/** Where a retailer of that code belongs: staples (general merchandise, groceries) or discretionary. */
const retailIndustry = (code: string) => (/^(445|455[2])/.test(code) ? 'Food & Staples Retailing' : 'Specialty Retail');

/** The instruction an opening names: file 1 files education companies under Household Products. */
const EDUCATION = /\b(education(al)?|edutainment|tutoring|learning|students)\b/i;
const EDUCATION_CODES: readonly (readonly [RegExp, string])[] = [
  [/\b(early childhood|child ?care)\b/i, '624410'],
  [/\b(postsecondary|higher education|universit(y|ies)|colleges?)\b/i, '611310'],
  [/\b(automotive|diesel|technical|vocational|career)\b/i, '611519'],
  [/\b(tutoring|after-school|exam preparation|test preparation)\b/i, '611691'],
  [/\blanguage\b/i, '611630'],
];

const MISFILINGS: readonly Misfiling[] = [
  {
    // HCA, Tenet, Universal Health Services, DaVita: were "a medical product manufacturer", matched with device makers.
    what: 'a care provider',
    from: only('Health Care Equipment & Supplies'),
    to: 'Health Care Providers & Services',
    is: [
      /\b(health ?care services|care services|dialysis services|staffing services|hospitals|clinics|hospice|senior living|nursing facilities|imaging centers)\b/i,
    ],
    // A maker of hospital equipment stays a maker.
    isNot: /\b(develops?|manufactur\w*|designs?|devices?|products?|equipment|supplies|technolog\w*|instruments?|systems?)\b/i,
    code: (opening) => CARE_CODES.find(([pattern]) => pattern.test(opening))?.[1] ?? '621',
    role: 'Healthcare Provider',
  },
  {
    // Medtronic, Stryker, Zimmer Biomet, Abbott: were software publishers (NAICS 513210).
    what: 'a device maker',
    from: only('Health Care Technology'),
    to: 'Health Care Equipment & Supplies',
    is: [/\b(medical (device|technology|products?)|devices?|manufactur\w*|implants?|surgical|stents?|x-ray|lasers?|instruments)\b/i],
    // The health care technology the industry means: software and data.
    isNot: /\b(software|information technology|IT|cloud|SaaS|data|analytics|platforms?)\b/,
  },
  {
    // General Mills, Hershey, Campbell, Hormel: were grocery retailers; Tyson, Bunge, Vital Farms were household products.
    what: 'a food maker',
    from: only('Food & Staples Retailing', 'Household Products'),
    to: 'Food Products',
    is: [MAKES, FOOD],
    isNot: RUNS_STORES,
  },
  {
    // Sysco, US Foods, Performance Food Group: rightly in the industry (GICS's food distributors), but not retailers.
    what: 'a food distributor',
    from: only('Food & Staples Retailing'),
    to: 'Food & Staples Retailing',
    is: [/\b(distribut\w*|wholesale)\b/i],
    isNot: new RegExp(`${RUNS_STORES.source}|\\b(manufactur\\w*|produc(es|ing))\\b`, 'i'),
    code: () => '424410',
    role: 'Distributor or Wholesaler',
  },
  {
    // Walmart, Target, Dollar General (toilet preparations, 325620), Home Depot (homebuilders), Lowe's (appliances), Macy's.
    what: 'a retailer',
    from: (industry) => !RETAIL_OR_STORE_BUSINESS.includes(industry),
    to: retailIndustry,
    is: [RETAILER],
    isNot: NOT_ONLY_A_RETAILER,
    code: (opening) => RETAIL_CODES.find(([pattern]) => pattern.test(opening))?.[1] ?? '459999',
    role: 'Retailer',
  },
  {
    // Chegg, Coursera, TAL Education, KinderCare, Universal Technical Institute: were household products (325611).
    what: 'an education company',
    from: only('Household Products'),
    to: 'Diversified Consumer Services',
    is: [EDUCATION],
    isNot: /\b(manufactur\w*|robots?)\b/i,
    code: (opening) => EDUCATION_CODES.find(([pattern]) => pattern.test(opening))?.[1] ?? '611710',
    role: 'Service Provider',
  },
];

/**
 * What the summary says first (its first sentence), after the company's name when it opens with it: a name's
 * own words ("Community Health Systems") are not the sentence's.
 */
function opening(summary: string, name: string): string {
  return sentencesOf(summary.startsWith(name) ? summary.slice(name.length) : summary)[0] ?? '';
}

/**
 * Refiles the rows of file 1 that `MISFILINGS` recognises, each listed in the report (a row of file 1 merged
 * with the Nasdaq file's too). File 1b's own rows keep their (Yahoo) industry's finer classification.
 */
export function fixMisfilings(companies: Company[], report: BuildReport) {
  for (const { row } of companies) {
    if (row.source === NASDAQ_FILE || !row.industry) continue;
    const first = opening(row.summary, row.name);
    const misfiling = MISFILINGS.find(
      (each) => each.from(row.industry) && each.is.every((pattern) => pattern.test(first)) && !each.isNot.test(first),
    );
    if (!misfiling) continue;
    const { what, code, role } = misfiling;
    const from = row.industry;
    const naics = code?.(first);
    const to = typeof misfiling.to === 'string' ? misfiling.to : misfiling.to(naics ?? '');
    const moved = from === to ? 'kept in it' : `moved to ${to}`;
    report.problem({
      file: row.source,
      line: row.line,
      name: row.name,
      reason: `${what} filed under ${from}: ${moved}${role ? `, as ${role}` : ''}`,
      detail: `filed under ${from}, summary opens "${first.trim().slice(0, 120)}": ${what}, ${moved}`,
    });
    row.industry = to;
    const parents = GICS_PARENTS[to];
    if (parents) [row.sector, row.industry_group] = parents;
    if (naics && role) row.refiled = { naics, role };
  }
}
