import type { Sector } from './sector-names.js';

/**
 * The sector of the 12-sector taxonomy a NAICS code falls in, by its longest listed prefix. The two
 * classifications cut differently (NAICS by production process, sectors by market), so a few
 * subsectors are listed apart from their NAICS sector: pharmaceuticals (3254) and medical equipment
 * (3391) are Healthcare, software (5132) and computer services (518, 5415) are Technology.
 */
const PREFIX_SECTORS: readonly (readonly [string, Sector])[] = [
  ['3254', 'Healthcare'],
  ['3391', 'Healthcare'],
  ['4242', 'Healthcare'],
  ['456', 'Healthcare'],
  ['5132', 'Technology'],
  ['518', 'Technology'],
  ['5415', 'Technology'],
  ['334', 'Technology'],
  ['211', 'Energy'],
  ['213', 'Energy'],
  ['324', 'Energy'],
  ['486', 'Energy'],
  ['212', 'Materials'],
  ['321', 'Materials'],
  ['322', 'Materials'],
  ['325', 'Materials'],
  ['327', 'Materials'],
  ['331', 'Materials'],
  ['311', 'Consumer Staples'],
  ['312', 'Consumer Staples'],
  ['445', 'Consumer Staples'],
  ['3361', 'Consumer Discretionary'],
  ['3362', 'Consumer Discretionary'],
  ['3363', 'Consumer Discretionary'],
  ['315', 'Consumer Discretionary'],
  ['316', 'Consumer Discretionary'],
  ['337', 'Consumer Discretionary'],
  ['11', 'Consumer Staples'],
  ['21', 'Materials'],
  ['22', 'Utilities'],
  ['23', 'Industrials'],
  ['31', 'Industrials'],
  ['32', 'Industrials'],
  ['33', 'Industrials'],
  ['42', 'Industrials'],
  ['44', 'Consumer Discretionary'],
  ['45', 'Consumer Discretionary'],
  ['48', 'Industrials'],
  ['49', 'Industrials'],
  ['51', 'Communication Services'],
  ['52', 'Financials'],
  ['53', 'Real Estate'],
  ['54', 'Industrials'],
  ['55', 'Financials'],
  ['56', 'Industrials'],
  ['61', 'Consumer Discretionary'],
  ['62', 'Healthcare'],
  ['71', 'Consumer Discretionary'],
  ['72', 'Consumer Discretionary'],
  ['81', 'Consumer Discretionary'],
  ['92', 'Government/Public Sector'],
];

export function sectorOfNaics(code: string): Sector | null {
  const digits = code.slice(0, 2);
  let best: (typeof PREFIX_SECTORS)[number] | undefined;
  for (const entry of PREFIX_SECTORS) {
    if ((code.startsWith(entry[0]) || digits === entry[0]) && (!best || entry[0].length > best[0].length)) best = entry;
  }
  return best?.[1] ?? null;
}
