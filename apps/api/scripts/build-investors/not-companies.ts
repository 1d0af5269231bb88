import { sentencesOf } from '../../src/modules/florence/engine/business-lines.js';
import type { BuildReport } from './build-report.js';
import { distinctiveWords, websiteHost } from '../../src/modules/investors/company-identity.js';
import type { Company } from './source-rows.js';

/**
 * What the sources list that is not a company buying or investing in businesses: a closed-end fund
 * holding listed securities or bonds, a trust certificate, or a preferred-share or note line of a company
 * the dataset already holds. Business development companies, REITs and operating companies stay.
 */
export type LeftOut = 'closed-end fund' | 'trust certificate' | 'preferred or note line';

export const LEFT_OUT_REASONS: Record<LeftOut, string> = {
  'closed-end fund': 'a closed-end fund holding listed securities, bonds or bullion: left out',
  'trust certificate': 'a trust certificate: left out',
  'preferred or note line': 'a preferred-share or note line of a company already present: left out',
};

/** A fund that says it is closed-end, or the sources' closed-end template ("a closed-ended fixed income mutual fund"). */
const CLOSED_END = /\b(closed?[- ]?end(ed)?|(fixed income|equity|balanced|municipal bond) mutual fund|interval fund|Income Term Trust)\b/i;
/** The sources' other closed-end template: "a publicly owned investment manager. The firm invests in the public equity markets". */
const LISTED_PORTFOLIO = /\b(it|the firm|the fund) (primarily )?invests in (the )?(public (equity|fixed income)|fixed income) markets\b/i;
/** What a fund that buys businesses is: a BDC, a private-equity or venture investor. */
const BUYS_BUSINESSES =
  /\b(business development compan(y|ies)|BDC|private (equity|companies|middle[- ]market)|venture[- ](capital|backed)|buyouts?|mezzanine|privately placed|directly purchased from its issuers)\b/i;
/** A real estate investment trust owns property, whatever else its text says. */
const REIT = /\b(real estate investment trust|REIT)\b/;

/** A trust that passes through another issuer's securities (STRATS, CorTS, capital trusts, SCE Trust VII). */
const TRUST_CERTIFICATE_NAME =
  /\b(trust certific\w*|STRATS|PPLUS|SATURNS|CorTS|CABCO|Structured Products Corp|Capital Trust( [IVX]+)?$|Capital Trust [IVX]+)\b|^[A-Z]{2,5} Trust [IVX]+\b/i;
const TRUST_CERTIFICATE_TEXT =
  /\b(unit investment trust (that )?hold(s|ing) (a portfolio of )?securities|trust (issued|issues) (\S+ )?(preferred|trust preference) securities|capital securities issued by a trust)\b/i;

/** Text or a name that describes a security of a company, not the company. */
const SECURITY =
  /\b(preferred (stock|shares?|units?|securities|equity)|preference (shares?|securities)|depositary (shares?|shs)|dep shs|pfd|notes? (initially )?due|senior (secured )?notes?|secured note|subordinated debentures?|jr sub deb|debentures?|mortgage bonds|this (particular )?ticker represents|income capital obligation)\b/i;

/** Where a listing's name turns from its issuer to the security. */
const SECURITY_WORDS =
  /\s(?:Sponsored|ADR|Dep(?:ositary|ository)?|Shs|Series|Pfd|Preferred|Perpetual|Perp|Fixed|Floating|Non[- ]?Cum\w*|Cumulative|Notes?|Debentures?|\d)\b/i;

const opening = (summary: string, sentences: number) => sentencesOf(summary).slice(0, sentences).join(' ');

/** A closed-end fund or a trust certificate, from the company's name and the opening of its summary; else null. */
export function fundOrCertificate(name: string, summary: string): Exclude<LeftOut, 'preferred or note line'> | null {
  const text = opening(summary, 2);
  if (TRUST_CERTIFICATE_NAME.test(name) || TRUST_CERTIFICATE_TEXT.test(text)) return 'trust certificate';
  if (BUYS_BUSINESSES.test(opening(summary, 4)) || REIT.test(text)) return null;
  if (CLOSED_END.test(text) || LISTED_PORTFOLIO.test(opening(summary, 3))) return 'closed-end fund';
  return null;
}

/** The listing names and symbols of a security: "Assured Guaranty Municipal Holdings Inc. NT 6.25% 2102", "RPT^C", "AGO-PB". */
const SECURITY_LISTING = /\b(QUIBS|NT|Rig|Rights)\b|\d%/;
const PREFERRED_SYMBOL = /\^|-P[A-Z]?$/;

/**
 * A listing that describes a security (a preferred share, a note), by the company's name, its listing's own
 * name and symbol, or the opening of its summary.
 */
export const describesSecurity = (name: string, listing: { name: string; symbol: string; summary: string }) =>
  SECURITY.test(name) ||
  SECURITY.test(listing.name) ||
  SECURITY_LISTING.test(listing.name) ||
  PREFERRED_SYMBOL.test(listing.symbol) ||
  SECURITY.test(opening(listing.summary, 2));

const sameSite = (a: Company, b: Company) => {
  const host = websiteHost(a.row.website);
  return Boolean(host) && host === websiteHost(b.row.website);
};

/** The company's name as letters only, and each run of its first words so joined ("J P Morgan" is "jpmorgan"). */
function nameRuns(name: string): string[] {
  // The issuer's name ends where the security's words begin ("Navios Maritime Holdings Inc. Sponsored ADR ... Perp.").
  const issuer = name.split(SECURITY_WORDS)[0]!.trim() || name;
  // Numbers are a listing's coupon, not its name ("Altera Infrastructure L.P. 7.25").
  // A word's plural is the word ("Two Harbors Investments Corp" is Two Harbors Investment Corp.'s).
  const words = [...distinctiveWords(issuer)].filter((word) => !/^\d+$/.test(word)).map((word) => word.replace(/s$/, ''));
  return words.map((_, index) => words.slice(0, index + 1).join(''));
}

/**
 * Leaves out the closed-end funds, trust certificates and security lines among the companies, each listed
 * in the report with its reason. A security line is left out when another company has the same name or a
 * name one starts with the other's (word by word: "Goldman Sachs Group Inc. (The) Dep Shs" is "The Goldman
 * Sachs Group, Inc."'s, "Modiv Inc." is "Modiv Industrial, Inc."'s): the company's own listing when there is
 * one, else the shortest-named of its lines.
 */
export function leaveOutNonCompanies(companies: Company[], report: BuildReport): Company[] {
  const reasons = new Map<Company, LeftOut>();
  for (const company of companies) {
    const reason = fundOrCertificate(company.name, company.row.summary);
    if (reason) reasons.set(company, reason);
  }
  const lines = new Set(companies.filter((company) => !reasons.has(company) && describesSecurity(company.name, company.row)));
  // A line of a fund left out goes with it ("Gabelli Utility Trust (The) Rig").
  const funds = new Map([...reasons].map(([company, reason]) => [nameRuns(company.name).at(-1), reason]));
  for (const line of lines) {
    const reason = nameRuns(line.name)
      .map((run) => funds.get(run))
      .find(Boolean);
    if (reason) reasons.set(line, reason);
  }
  // Companies first, then lines whose summary describes the company, then the rest, each by the length of
  // their name: a line is another's only if that one is kept.
  const rank = (company: Company) =>
    !lines.has(company) ? 0 : SECURITY.test(opening(company.row.summary, 2)) || !company.row.summary ? 2 : 1;
  const order = companies.filter((company) => !reasons.has(company)).sort((a, b) => rank(a) - rank(b) || a.name.length - b.name.length);
  const present = new Map<string, Company>();
  const presentRuns = new Map<string, Company>();
  const lineOf = new Map<Company, string>();
  for (const company of order) {
    const runs = nameRuns(company.name);
    const whole = runs.at(-1);
    // A name of one word, or a name another starts with ("Modiv Inc.", "Modiv Industrial, Inc."), only for a line that
    // says it is a security: "BRC Group Holdings" (B. Riley) is not BRC Inc.'s, "Southern California Edison" not Southern's.
    const says = SECURITY.test(company.name) || SECURITY.test(opening(company.row.summary, 1));
    const run = runs.findLast((each, index) => present.has(each) && (index > 0 || says || sameSite(company, present.get(each)!)));
    const of = run ? present.get(run) : says && whole ? presentRuns.get(whole) : undefined;
    if (lines.has(company) && of) {
      reasons.set(company, 'preferred or note line');
      lineOf.set(company, of.name);
    } else if (whole) {
      present.set(whole, company);
      for (const each of runs) presentRuns.set(each, company);
    }
  }
  for (const company of companies) {
    const reason = reasons.get(company);
    if (!reason) continue;
    const { row } = company;
    const of = lineOf.get(company);
    const detail = of ? `${LEFT_OUT_REASONS[reason].replace('a company already present', JSON.stringify(of))}` : undefined;
    report.problem({
      file: row.source,
      line: row.line,
      name: company.name,
      reason: LEFT_OUT_REASONS[reason],
      ...(detail ? { detail } : {}),
    });
  }
  return companies.filter((company) => !reasons.has(company));
}
