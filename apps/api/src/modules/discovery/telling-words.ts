/**
 * Of a query's stems, in their order, those whose rows fit `budget` between them (by the dataset's document
 * frequencies; a stem the statistics do not know counts nothing): the text part of a pool ranks every row its
 * words match, and at a million rows a common word matches a large share of them, each read to be ranked. A
 * rare telling word ("bloomnet", "popcorn") finds the rows a profile's text is closest to; a common one
 * ("consumer") adds to their score little. Empty when none fits.
 */
export function stemsWithin(stems: readonly string[], documentFrequency: ReadonlyMap<string, number>, budget: number): string[] {
  const kept: string[] = [];
  let rows = 0;
  for (const stem of stems) {
    const frequency = documentFrequency.get(stem) ?? 0;
    if (rows + frequency > budget) continue;
    kept.push(stem);
    rows += frequency;
  }
  return kept;
}
