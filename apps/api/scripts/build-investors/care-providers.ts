import type { BuildReport } from './build-report.js';
import type { IndustryMapping } from './industry-map.js';
import type { Company } from './source-rows.js';

const SUPPLIES = 'Health Care Equipment & Supplies';
const PROVIDERS = 'Health Care Providers & Services';

/** A first sentence that defines the company by the care it gives or the places it runs... */
const GIVES_CARE =
  /\b(health ?care services|care services|dialysis services|staffing services|hospitals|clinics|hospice|senior living|nursing facilities|imaging centers)\b/i;
/** ...and names nothing it makes or sells: a maker of hospital equipment stays a maker. */
const MAKES_THINGS = /\b(develops?|manufactur\w*|designs?|devices?|products?|equipment|supplies|technolog\w*|instruments?|systems?)\b/i;

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

/**
 * The source files the operators of hospitals, dialysis centers, hospices and senior living under Health
 * Care Equipment & Supplies (HCA, Tenet, Universal Health Services, DaVita...): read as product makers,
 * they were told "as a medical product manufacturer" and matched with device makers. A company so filed
 * whose summary opens by defining it as a provider of care, and names nothing it makes, moves to
 * Providers & Services, a healthcare provider with the NAICS code of the care its opening names (the
 * industry's own rules read the whole summary, where a later "distributes" or "health plans" misleads),
 * each move listed in the report.
 */
export function fixCareProviders(companies: Company[], report: BuildReport) {
  for (const { row } of companies) {
    if (row.industry !== SUPPLIES) continue;
    const first = opening(row.summary, row.name);
    if (!GIVES_CARE.test(first) || MAKES_THINGS.test(first)) continue;
    report.problem({
      file: row.source,
      line: row.line,
      name: row.name,
      reason: `a care provider filed under ${SUPPLIES}: moved to ${PROVIDERS}`,
      detail: `filed under ${SUPPLIES}, summary opens "${first.trim().slice(0, 120)}": moved to ${PROVIDERS}`,
    });
    row.industry = PROVIDERS;
    const code = CARE_CODES.find(([pattern]) => pattern.test(first))?.[1] ?? '621';
    row.refiled = { naics: code, role: 'Healthcare Provider' } satisfies IndustryMapping;
  }
}
