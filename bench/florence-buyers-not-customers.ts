// Buyers, not customers (issue 40, item 4): for each maker or supplier of the set, its customers
// (retailers, restaurants, hotels, hospitals) in Florence's top 10 and the best rank of a buyer a
// dealmaker would call first. Figures only. Run from the repo root: npx tsx bench/florence-buyers-not-customers.ts
import {
  BUYERS_NOT_CUSTOMERS,
  readShippedInvestors,
  companyProfileOf,
  indexCandidates,
  rankCandidates,
  shippedSentencesFor,
  shippedWordVectors,
} from '@dealscout/api/testing';
import { printTable } from './support/table.js';

const TOP = 10;
const index = indexCandidates(readShippedInvestors(), { vectors: await shippedWordVectors() });
const totals = { customers: 0, buyers: 0 };
const table: string[][] = [];
for (const company of BUYERS_NOT_CUSTOMERS) {
  const profile = companyProfileOf(company.answers);
  const sentences = await shippedSentencesFor(index, profile);
  const names = rankCandidates(profile, index, undefined, { detailed: 0, sentences }).map((candidate) => candidate.investor.company_name);
  const top = names.slice(0, TOP);
  const customers = top.filter((name) => company.customers.includes(name));
  const buyersInTop = top.filter((name) => company.buyers.includes(name)).length;
  const ranks = company.buyers.map((name) => names.indexOf(name) + 1).filter((rank) => rank > 0);
  totals.customers += customers.length;
  totals.buyers += buyersInTop;
  table.push([company.name, String(customers.length), customers.join('; ') || '-', String(buyersInTop), String(Math.min(...ranks))]);
}
printTable(['company', `customers in top ${TOP}`, 'which', `expected buyers in top ${TOP}`, 'best buyer rank'], table);
console.log(
  `${BUYERS_NOT_CUSTOMERS.length} companies: ${totals.customers} customers and ${totals.buyers} expected buyers in their top ${TOP}s.`,
);
