import { sentencesOf } from '../../src/modules/florence/engine/business-lines.js';
import type { BuildReport } from './build-report.js';
import type { Company } from './source-rows.js';

/**
 * A misfiling of file 1's industries, recognised by the opening of the company's own summary (the sentence
 * that defines it): a row of `from` whose opening matches every pattern of `is` and not `isNot` belongs to `to`; `code` and
 * `role`, where given, replace what the industry's rules would give (they read the whole summary, where a
 * later "distributes" or "health plans" misleads).
 */
interface Misfiling {
  what: string;
  from: string;
  to: string;
  is: readonly RegExp[];
  isNot: RegExp;
  code?: (opening: string) => string;
  role?: string;
}

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
const MAKES = /\b(manufactur\w*|produc(es|ing)|process(es|ing)|roasts|bak(es|ery)|formulat\w*|consumer packaged)\b/i;
/** ...that are food or drink. */
const FOOD =
  /\b(foods?|snack\w*|confection\w*|bakery|beverages?|coffee|tea|spices|nutrition\w*|ingredients|potato|dairy|meat|candy|agricultural|supplements|pet food|sweeteners|starches|cereals?|flour)\b/i;

const MISFILINGS: readonly Misfiling[] = [
  {
    // HCA, Tenet, Universal Health Services, DaVita: were "a medical product manufacturer", matched with device makers.
    what: 'a care provider',
    from: 'Health Care Equipment & Supplies',
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
    from: 'Health Care Technology',
    to: 'Health Care Equipment & Supplies',
    is: [/\b(medical (device|technology|products?)|devices?|manufactur\w*|implants?|surgical|stents?|x-ray|lasers?|instruments)\b/i],
    // The health care technology the industry means: software and data.
    isNot: /\b(software|information technology|IT|cloud|SaaS|data|analytics|platforms?)\b/,
  },
  {
    // General Mills, Hershey, Campbell, Hormel: were grocery retailers.
    what: 'a food maker',
    from: 'Food & Staples Retailing',
    to: 'Food Products',
    is: [MAKES, FOOD],
    isNot: RUNS_STORES,
  },
  {
    // Sysco, US Foods, Performance Food Group: rightly in the industry (GICS's food distributors), but not retailers.
    what: 'a food distributor',
    from: 'Food & Staples Retailing',
    to: 'Food & Staples Retailing',
    is: [/\b(distribut\w*|wholesale)\b/i],
    isNot: new RegExp(`${RUNS_STORES.source}|\\b(manufactur\\w*|produc(es|ing))\\b`, 'i'),
    code: () => '424410',
    role: 'Distributor or Wholesaler',
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
 * Refiles the rows of file 1 that `MISFILINGS` recognises, each listed in the report. File 1b's rows keep
 * their own (Yahoo) industry's finer classification.
 */
export function fixMisfilings(companies: Company[], report: BuildReport) {
  for (const { row } of companies) {
    if (row.yahoo_industry) continue;
    const first = opening(row.summary, row.name);
    const misfiling = MISFILINGS.find(
      (each) => each.from === row.industry && each.is.every((pattern) => pattern.test(first)) && !each.isNot.test(first),
    );
    if (!misfiling) continue;
    const { what, from, to, code, role } = misfiling;
    const moved = from === to ? 'kept in it' : `moved to ${to}`;
    report.problem({
      file: row.source,
      line: row.line,
      name: row.name,
      reason: `${what} filed under ${from}: ${moved}${role ? `, as ${role}` : ''}`,
      detail: `filed under ${from}, summary opens "${first.trim().slice(0, 120)}": ${what}, ${moved}`,
    });
    row.industry = to;
    if (code && role) row.refiled = { naics: code(first), role };
  }
}
