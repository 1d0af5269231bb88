import { csvText } from '@dealscout/domain';
import { readShippedInvestors } from '@dealscout/api/testing';

/** A small seeded generator (mulberry32), so that every run imports the same deals. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `count` synthetic deals as the deals import's CSV, flagged in their names: each made by one of a third of
 * the shipped companies (serial acquirers), its counterpart another shipped company's description and
 * industry under a numbered name, dated in the last 30 years. For speed figures only; they predict nothing.
 */
export function syntheticDealsCsv(count: number): string {
  const investors = readShippedInvestors();
  const random = seeded(42);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const acquirers = investors.filter((_investor, at) => at % 3 === 0);
  const rows: string[][] = [];
  for (let number = 1; number <= count; number++) {
    const acquirer = pick(acquirers);
    const counterpart = pick(investors);
    const year = 1997 + Math.floor(random() * 29);
    const month = String(1 + Math.floor(random() * 12)).padStart(2, '0');
    rows.push([
      acquirer.company_name,
      acquirer.url ?? '',
      'acquisition',
      `Synthetic deal ${number} (${counterpart.company_name})`,
      counterpart.description ?? '',
      counterpart.naics_six_digit_industry ?? '',
      String(Math.round(random() * 5e8)),
      `${year}-${month}-01`,
    ]);
  }
  return csvText(
    ['investor_name', 'investor_website', 'kind', 'counterpart_name', 'counterpart_description', 'counterpart_naics', 'amount_usd', 'date'],
    rows,
  );
}
