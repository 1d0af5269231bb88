import type { BuildReport } from './build-report.js';
import type { SourceRow } from './source-row.js';

/** Text a summary never holds when it is whole: control characters, the replacement character. */
// eslint-disable-next-line no-control-regex -- control characters are what a broken summary holds
const BROKEN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffd]/;
/** A summary that guesses or describes a security, not the company ("... is likely a holding company ..."). */
const GUESS = /\b(is likely (a|an|used)|likely referring|represents a preferred stock|holding company operating in various industries)\b/i;
/** A blank-check company (SPAC): no business yet, so no buyer to rank. */
export const BLANK_CHECK = new RegExp(
  [
    /blank[- ]check compan(y|ies)/,
    /special purpose acquisition (company|corporation)/,
    /does not have (any )?significant operations/,
    /(intends|focuses) (to|on) (effect|effecting) a merger/,
    /merger, (capital stock|share) exchange, (asset acquisition|stock purchase|share purchase)/,
    /consists of one share of class a common stock and one(-half of one)? (redeemable )?warrant/,
  ]
    .map((pattern) => pattern.source)
    .join('|'),
  'i',
);
const HOST = /^(https?:\/\/)?([a-z0-9-]+\.)+[a-z]{2,}(:\d+)?(\/\S*)?$/i;

export const isWebsite = (text: string) => HOST.test(text.trim());

/**
 * Cleans one source row in place, reporting what it changed: a summary that is broken or a guess is
 * dropped (the company stays, described by its classification), a website that is not one is dropped.
 */
export function cleanRow(row: SourceRow, report: BuildReport) {
  const where = { file: row.source, line: row.line, name: row.name };
  const summary = row.summary.trim();
  if (summary && (BROKEN_TEXT.test(summary) || summary.length < 20 || !/[a-z]{3}/i.test(summary))) {
    report.problem({ ...where, reason: 'summary is broken: dropped, company kept' });
    row.summary = '';
  } else if (GUESS.test(summary)) {
    report.problem({ ...where, reason: 'summary is a machine guess: dropped, company kept' });
    row.summary = '';
  }
  if (row.website.trim() && !isWebsite(row.website)) {
    const detail = `website is not a URL (${JSON.stringify(row.website.slice(0, 60))}): dropped, company kept`;
    report.problem({ ...where, reason: 'website is not a URL: dropped, company kept', detail });
    row.website = '';
  }
}

/** The first row of each symbol; a later row with the same symbol is reported and left out. */
export function firstOfEachSymbol(rows: SourceRow[], file: string, report: BuildReport): SourceRow[] {
  const seen = new Map<string, number>();
  return rows.filter((row) => {
    const first = seen.get(row.symbol);
    if (first === undefined) {
      if (row.symbol) seen.set(row.symbol, row.line);
      return true;
    }
    const detail = `duplicate symbol ${row.symbol} (first on line ${first}): left out`;
    report.problem({ file, line: row.line, name: row.name, reason: 'duplicate symbol: left out', detail });
    return false;
  });
}
