/** Same 6, 5, 4, 3 or 2 leading NAICS digits: how close two industries are. */
const NAICS_PROXIMITY: readonly Readonly<{ digits: number; value: number }>[] = [
  { digits: 6, value: 1 },
  { digits: 5, value: 0.85 },
  { digits: 4, value: 0.7 },
  { digits: 3, value: 0.5 },
  { digits: 2, value: 0.3 },
];
const NO_PROXIMITY = Object.freeze({ digits: 0, value: 0 });

export function naicsProximity(company: string, candidate: string | null): { value: number; digits: number } {
  if (!candidate) return NO_PROXIMITY;
  // The leading digits both codes share, compared in place: every candidate of a ranking is compared.
  let shared = 0;
  while (shared < company.length && shared < candidate.length && company[shared] === candidate[shared]) shared++;
  for (const proximity of NAICS_PROXIMITY) if (proximity.digits <= shared) return proximity;
  return NO_PROXIMITY;
}
