import { isEvidenceWord } from '@dealscout/domain';
import { opensWithVerb } from './business-lines.js';

/** The longest name of a line: a reader takes it in as one thing ("dental technology products"). */
const MAX_NAME_CHARS = 60;
/** An article or a possessive a name said after "its" cannot open with ("its the ...", "its its products"). */
const ARTICLE = /^(?:its|the|a|an)\s+/i;
/** Words a noun cannot open with: a phrase that opens so is a clause, not a name ("as a food and beverage company"). */
const NOT_A_NOUN =
  /^(?:as|in|of|for|to|with|by|on|at|from|into|through|between|across|about|over|under|more|less|than|one|two|three|following|approximately|and|or|but)\b/i;
/** Where a name stops and what qualifies it starts ("test preparation courses | to students taking ..."). */
const QUALIFIER =
  / (?:to|for|that|which|who|with|used|such as|including|under|through|between|across|in|within|from|based on|consisting of|comprising|primarily|principally|mainly|generally|mostly|worldwide)\b/i;
/** Words a name cannot end on: it would be cut ("and", "of"), or an adverb left over ("primarily"). */
const DANGLING =
  /(?:[\s,;]+(?:and|or|of|the|for|with|to|in|on|at|by|a|an|its|as|such|primarily|principally|mainly|generally|mostly|also|only|worldwide))+$/i;

/**
 * The first item of a phrase of the candidate's summary as the short name of its line, one a sentence can
 * say after "its" ("its dental technology products"), or null when it has none that reads whole: a name
 * never opens on an article or a preposition, never ends on "and", "of" or "the", holds no figures and is
 * not made of generic words alone ("its products").
 */
export function lineName(phrase: string): string | null {
  let first = phrase.split(/[;,:(]/)[0]!.trim();
  // "manufactures and markets pet food products": the line's name is what follows its verbs.
  for (
    let verb = /^(?:and\s+)?(\S+(?:\s+(?:in|on|of))?)\s+/.exec(first);
    verb && opensWithVerb(verb[1]!);
    verb = /^(?:and\s+)?(\S+(?:\s+(?:in|on|of))?)\s+/.exec(first)
  )
    first = first.slice(verb[0].length);
  while (ARTICLE.test(first)) first = first.replace(ARTICLE, '');
  if (NOT_A_NOUN.test(first)) return null;
  const firstWord = first.indexOf(' ');
  if (firstWord > 0) {
    const qualifier = QUALIFIER.exec(first.slice(firstWord));
    if (qualifier) first = first.slice(0, firstWord + qualifier.index);
  }
  // "kidney dialysis centers and provides related lab services": a verb of its own starts another clause.
  const clause = [...first.matchAll(/ and /g)].find((match) => opensWithVerb(first.slice(match.index + 5)));
  if (clause) first = first.slice(0, clause.index);
  if (first.length > MAX_NAME_CHARS) {
    // A long name keeps its first items whole: "SigNify IF portable DNA readers", not "... and SigNify consumable".
    const and = first.lastIndexOf(' and ', MAX_NAME_CHARS);
    first = and > 0 ? first.slice(0, and) : '';
  }
  const name = first.replace(DANGLING, '').trim();
  if (!name || /[$%]|\b\d/.test(name)) return null;
  const named = name.toLowerCase().match(/[a-z][a-z'-]*/g) ?? [];
  return named.some(isEvidenceWord) ? name : null;
}
