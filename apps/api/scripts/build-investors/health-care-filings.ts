import type { BuildReport } from './build-report.js';
import type { IndustryMapping } from './industry-map.js';
import type { Company, SourceRow } from './source-rows.js';

const SUPPLIES = 'Health Care Equipment & Supplies';
const PROVIDERS = 'Health Care Providers & Services';
const TECHNOLOGY = 'Health Care Technology';

/** A first sentence that defines the company by the care it gives or the places it runs... */
const GIVES_CARE =
  /\b(health ?care services|care services|dialysis services|staffing services|hospitals|clinics|hospice|senior living|nursing facilities|imaging centers)\b/i;
/** ...and names nothing it makes or sells: a maker of hospital equipment stays a maker. */
const MAKES_THINGS = /\b(develops?|manufactur\w*|designs?|devices?|products?|equipment|supplies|technolog\w*|instruments?|systems?)\b/i;

/** A first sentence that defines the company as a maker of medical devices... */
const MAKES_DEVICES =
  /\b(medical (device|technology|products?)|devices?|manufactur\w*|implants?|surgical|stents?|x-ray|lasers?|instruments)\b/i;
/** ...and not of software or data (the health care technology the industry means). */
const WRITES_SOFTWARE = /\b(software|information technology|IT|cloud|SaaS|data|analytics|platforms?)\b/;

/** The NAICS code of the care the opening names, first match wins; else ambulatory health care (621). */
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

/**
 * What the summary says first, after the company's name when it opens with it: a name's own full stops and
 * words ("U.S. Physical Therapy", "Community Health Systems") are not the sentence's.
 */
function opening(summary: string, name: string): string {
  const text = summary.startsWith(name) ? summary.slice(name.length) : summary;
  return /^.*?[.!?](?=\s+[A-Z]|$)/s.exec(text)?.[0] ?? text;
}

/** Moves a source row to another industry, listed in the report. */
function refile(row: SourceRow, first: string, from: string, to: string, report: BuildReport) {
  report.problem({
    file: row.source,
    line: row.line,
    name: row.name,
    reason: `${to === PROVIDERS ? 'a care provider' : 'a device maker'} filed under ${from}: moved to ${to}`,
    detail: `filed under ${from}, summary opens "${first.trim().slice(0, 120)}": moved to ${to}`,
  });
  row.industry = to;
}

/**
 * Two misfilings of file 1's health care industries, fixed from the opening of the company's own summary
 * (the sentence that defines it), each move listed in the report:
 * - the operators of hospitals, dialysis centers, hospices and senior living filed under Equipment & Supplies
 *   (HCA, Tenet, Universal Health Services, DaVita...), read as product makers ("as a medical product
 *   manufacturer", matched with device makers): an opening that defines a provider of care, naming nothing it
 *   makes, moves it to Providers & Services, a healthcare provider with the NAICS code of the care it names
 *   (the industry's own rules read the whole summary, where a later "distributes" or "health plans" misleads);
 * - the device makers filed under Health Care Technology (Medtronic, Stryker, Zimmer Biomet, Abbott...), read
 *   as software publishers (NAICS 513210): an opening that defines a maker of devices, naming no software or
 *   data, moves it to Equipment & Supplies, whose rules then give its code and role.
 * File 1b's rows keep their own (Yahoo) industry's finer classification.
 */
export function fixHealthCareFilings(companies: Company[], report: BuildReport) {
  for (const { row } of companies) {
    if (row.yahoo_industry) continue;
    const first = opening(row.summary, row.name);
    if (row.industry === SUPPLIES && GIVES_CARE.test(first) && !MAKES_THINGS.test(first)) {
      refile(row, first, SUPPLIES, PROVIDERS, report);
      const code = CARE_CODES.find(([pattern]) => pattern.test(first))?.[1] ?? '621';
      row.refiled = { naics: code, role: 'Healthcare Provider' } satisfies IndustryMapping;
    } else if (row.industry === TECHNOLOGY && MAKES_DEVICES.test(first) && !WRITES_SOFTWARE.test(first)) {
      refile(row, first, TECHNOLOGY, SUPPLIES, report);
    }
  }
}
