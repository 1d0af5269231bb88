import { isStopWord, type Investor } from '@dealscout/domain';
import { type Field, fieldTexts, stemOf } from '../investor-index/index.js';

const FIELD_ORDER: Field[] = ['keywords', 'specialty', 'name', 'description'];

/** A profile's own word for a stem ("manufactur" -> "manufacturing"), lower-cased: its keywords first; the stem when none is found. */
function ownWord(investor: Investor, stem: string): string {
  const texts = fieldTexts(investor);
  for (const field of FIELD_ORDER) {
    const found = (texts[field].match(/[A-Za-z][A-Za-z0-9]+/g) ?? []).find((word) => stemOf(word) === stem);
    if (found) return found.toLowerCase();
  }
  return stem;
}

/**
 * The profile's own words for `stems`, in their order, without repeats or words of the shared stop list
 * ("high" says nothing of what two companies share): at most `limit`.
 */
export function ownWords(investor: Investor, stems: readonly string[], limit: number): string[] {
  const words = new Set<string>();
  for (const stem of stems) {
    if (words.size === limit) break;
    const word = ownWord(investor, stem);
    if (!isStopWord(word)) words.add(word);
  }
  return [...words];
}
