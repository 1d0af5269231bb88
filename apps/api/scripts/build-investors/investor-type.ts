import type { InvestorType } from '@dealscout/domain';

/**
 * The documented type rule (../shared/data/SOURCES.md): a corporation unless the row is in Financials
 * and the company describes itself (its first two sentences, its own name left out, so "Thayer
 * Ventures Acquisition" is no venture firm) as a private-equity firm, buyout or business development
 * company or alternative asset manager ("private equity") or as a venture investor ("venture capital");
 * the earlier mention wins. A Financials firm that says elsewhere that it manages or invests in private
 * equity is "private equity" too. Serving "private equity groups" (an investment bank) does not count.
 */
const PRIVATE_EQUITY =
  /\b(private equity(?! (groups|sponsors|clients|firms and))|buyouts?|business development compan(y|ies)|alternative asset manag\w*)/i;
const VENTURE = /\b(venture capital|venture[- ]backed|venture (lending|debt|growth))\b/i;
const MANAGES_PRIVATE_EQUITY = /\b(manages|sponsors|invests? in)\b[^.]{0,80}\bprivate equity\b/i;

function selfDescription(summary: string, name: string): string {
  const firstSentences = summary
    .split(/(?<=\.)\s+(?=[A-Z])/)
    .slice(0, 2)
    .join(' ');
  return name ? firstSentences.split(name).join(' ') : firstSentences;
}

export function investorType(sector: string, summary: string, name: string): InvestorType {
  if (sector !== 'Financials') return 'corporation';
  const self = selfDescription(summary, name);
  const privateEquity = self.search(PRIVATE_EQUITY);
  const venture = self.search(VENTURE);
  if (privateEquity >= 0 && (venture < 0 || privateEquity <= venture)) return 'private equity';
  if (venture >= 0) return 'venture capital';
  return MANAGES_PRIVATE_EQUITY.test(summary) ? 'private equity' : 'corporation';
}
