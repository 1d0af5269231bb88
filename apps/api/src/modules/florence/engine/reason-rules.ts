import { isStopWord } from '@dealscout/domain';
import type { RankedCandidate } from './types.js';

/** The longest a reason may be (issue 28): a paragraph a reader takes in at a glance. */
export const MAX_REASON_CHARS = 600;
/** A run of the company's own description this long, found in a reason, is a quotation of it. */
export const QUOTE_CHARS = 30;

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The words the ranking's text and meaning evidence matched that are on the shared stop list: a reason
 * never names them (a word like "office" or "platform" says nothing of why two companies fit).
 */
export function bannedWordsOf(candidate: RankedCandidate): Set<string> {
  const banned = new Set<string>();
  for (const factor of candidate.factors) {
    if (factor.key !== 'text' && factor.key !== 'meaning') continue;
    for (const item of factor.evidence) {
      for (const value of [item.candidate_value, item.company_value]) {
        if (/^[A-Za-z][A-Za-z-]*$/.test(value) && isStopWord(value)) banned.add(value.toLowerCase());
      }
    }
  }
  return banned;
}

/** Whether a text holds any of the words, as whole words, in any case. */
export function mentionsAny(text: string, words: ReadonlySet<string>): boolean {
  if (words.size === 0) return false;
  return new RegExp(`\\b(?:${[...words].map(escape).join('|')})\\b`, 'i').test(text);
}

const squeeze = (text: string) => text.toLowerCase().replace(/\s+/g, ' ');

/** Whether `text` holds a run of `source` of QUOTE_CHARS characters or more (case and spacing aside). */
export function quotes(text: string, source: string, length = QUOTE_CHARS): boolean {
  const haystack = squeeze(text);
  const from = squeeze(source).trim();
  for (let start = 0; start + length <= from.length; start++) {
    if (haystack.includes(from.slice(start, start + length))) return true;
  }
  return false;
}

/** A text's sentences: split after '.', '!' or '?' and a space. */
export const sentencesIn = (text: string) =>
  text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);

/** Whether a sentence of the text comes twice. */
export function repeatsSentence(text: string): boolean {
  const seen = new Set<string>();
  for (const sentence of sentencesIn(text).map(squeeze)) {
    if (seen.has(sentence)) return true;
    seen.add(sentence);
  }
  return false;
}

/** The text with the names taken out (a name may hold any word). */
export const withoutNames = (text: string, names: string[]) =>
  names.filter(Boolean).reduce((rest, name) => rest.split(name).join(' '), text);

/** What is wrong with a reason by the rules of issue 28, or null: the engine's texts and any rewrite are held to them. */
export function reasonProblem(
  text: string,
  { description, banned, names = [] }: { description: string; banned: ReadonlySet<string>; names?: string[] },
): string | null {
  if (text.trim() === '') return 'empty';
  if (text.length > MAX_REASON_CHARS) return `longer than ${MAX_REASON_CHARS} characters`;
  if (repeatsSentence(text)) return 'a sentence repeated';
  if (description && quotes(text, description)) return "quotes the company's description";
  if (mentionsAny(withoutNames(text, names), banned)) return 'names a stop-list word the match found';
  return null;
}
