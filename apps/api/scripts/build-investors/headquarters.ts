import type { BuildReport } from './build-report.js';
import type { Company } from './source-rows.js';

const US = 'United States';

/** "headquartered in Austin, Texas" / "based in Thorofare, New Jersey": the city and the state named. */
const HEADQUARTERED =
  /\b(?:headquartered|based) in ([A-Z][\w .'-]{1,40}?), ([A-Z][a-z]+(?: [A-Z][a-z]+)?)(?=[.,;]|\s+(?:and|with|since)\b|$)/;

/**
 * Fixes the known location faults of the sources from the company's own summary, counting each: a US
 * company without a state takes the state its summary names; a company listed in another country (or
 * none) whose summary says it is headquartered in a US state is in the United States.
 * `stateCodes`: US state names to their two-letter codes.
 */
export function fixHeadquarters(companies: Company[], stateCodes: ReadonlyMap<string, string>, report: BuildReport) {
  for (const { row } of companies) {
    if (row.country === US && row.state) continue;
    const match = HEADQUARTERED.exec(row.summary);
    const code = match && stateCodes.get(match[2]!.toLowerCase());
    if (!code) continue;
    const where = { file: row.source, line: row.line, name: row.name };
    if (row.country && row.country !== US) {
      const detail = `listed in ${row.country}, summary says headquartered in ${match[2]}: moved to the United States`;
      report.problem({ ...where, reason: 'listed in another country, headquartered in a US state: moved to the United States', detail });
    } else if (!row.country) {
      const detail = `no country, summary says headquartered in ${match[2]}: United States`;
      report.problem({ ...where, reason: 'no country, headquartered in a US state: United States', detail });
    } else {
      report.count('US companies without a state given the state their summary names');
    }
    if (row.country !== US) Object.assign(row, { city: match[1]!, zipcode: '' });
    else if (!row.city) row.city = match[1]!;
    Object.assign(row, { country: US, state: code });
  }
}
