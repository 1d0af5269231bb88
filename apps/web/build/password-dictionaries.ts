import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import type { Plugin } from 'vite';
import { browserWordLists } from '../src/features/accounts/password-word-lists.ts';

const MODULE_ID = 'virtual:password-dictionaries';
const RESOLVED_ID = `\0${MODULE_ID}`;

/** The module's source: each list as one newline-joined string (gzips as well as zxcvbn's own packing, with no decoder). */
function dictionariesModule(): string {
  const lists = browserWordLists({ ...common.dictionary, ...english.dictionary });
  return [
    'export const dictionary = {',
    ...Object.entries(lists).map(([name, words]) => `  ${JSON.stringify(name)}: ${JSON.stringify(words.join('\n'))}.split('\\n'),`),
    '};',
    `export const adjacencyGraphs = ${JSON.stringify(common.adjacencyGraphs)};`,
  ].join('\n');
}

/** `virtual:password-dictionaries`: the browser's selection of zxcvbn's word lists, cut at build time. */
export function passwordDictionaries(): Plugin {
  return {
    name: 'dealscout:password-dictionaries',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? dictionariesModule() : undefined),
  };
}
