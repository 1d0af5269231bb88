import { csvText } from '@dealscout/domain';
import type { CandidateIndex, PastDeal } from '@dealscout/api/testing';
import { hostOf, normalName, type Deal } from './florence-deals.js';

/**
 * The deals of a split as the acquirers' past deals, for the engine alone (the API's eval imports them
 * through the product's import instead): each acquirer found in the index by name, else by website host.
 */
export function pastDealsOf(deals: readonly Deal[], index: CandidateIndex): PastDeal[] {
  const byName = new Map<string, string>();
  const byHost = new Map<string, string>();
  for (const { investor } of index.candidates) {
    const name = normalName(investor.company_name);
    if (!byName.has(name)) byName.set(name, investor.id);
    const host = hostOf(investor.url);
    if (host && !byHost.has(host)) byHost.set(host, investor.id);
  }
  return deals.flatMap((deal): PastDeal[] => {
    const investorId = byName.get(normalName(deal.acquirer)) ?? byHost.get(hostOf(deal.acquirer_website) ?? '');
    if (!investorId) return [];
    return [
      {
        investorId,
        name: deal.target,
        date: deal.acquired_at,
        kind: 'acquisition',
        description: null,
        categories: deal.categories,
        naics: null,
      },
    ];
  });
}

/** The deals of a split as the deals import's CSV (docs/investor-import.md): nothing of the split is written to disk. */
export function dealsCsv(deals: readonly Deal[]): string {
  return csvText(
    ['investor_name', 'investor_website', 'kind', 'counterpart_name', 'counterpart_categories', 'amount_usd', 'date'],
    deals.map((deal) => [
      deal.acquirer,
      deal.acquirer_website ?? '',
      'acquisition',
      deal.target,
      deal.categories.join(';'),
      deal.price_usd ?? '',
      deal.acquired_at ?? '',
    ]),
  );
}
