// Size awareness (issue 28, item 4): for twenty companies under $50M revenue, the share of Mega caps in
// Florence's top 10, and for the two that acquire, the share of targets bigger than themselves. Figures
// only. Run from the repo root: npx tsx bench/florence-size-share.ts
import {
  readShippedInvestors,
  companyProfileOf,
  indexCandidates,
  rankCandidates,
  shippedSentencesFor,
  shippedWordVectors,
} from '@dealscout/api/testing';
import { SMALL_COMPANIES, smallCompanyAnswers } from './support/small-companies.js';
import { printTable } from './support/table.js';

const index = indexCandidates(readShippedInvestors(), { vectors: await shippedWordVectors() });
let megas = 0;
let rows = 0;
const table: string[][] = [];
for (const company of SMALL_COMPANIES) {
  const profile = companyProfileOf(smallCompanyAnswers(company));
  const sentences = await shippedSentencesFor(index, profile);
  const top = rankCandidates(profile, index, undefined, { detailed: 0, limit: 10, sentences });
  const mega = top.filter((candidate) => candidate.investor.market_cap === 'Mega Cap').length;
  megas += mega;
  rows += top.length;
  table.push([
    company.name,
    company.goal,
    `$${company.revenue / 1e6}M`,
    String(mega),
    top
      .slice(0, 3)
      .map((candidate) => candidate.investor.company_name)
      .join('; '),
  ]);
}
printTable(['company', 'goal', 'revenue', 'Mega caps in top 10', 'top 3'], table);
console.log(
  `Mega caps in the top 10 of ${SMALL_COMPANIES.length} companies under $50M: ${megas} of ${rows} (${((100 * megas) / rows).toFixed(1)} %)`,
);
