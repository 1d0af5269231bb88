import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { PASSWORD_MAX } from './password-rules.js';

let estimator: ZxcvbnFactory | undefined;

function instance(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
    useLevenshteinDistance: true,
    maxLength: PASSWORD_MAX,
  });
  return estimator;
}

export interface PasswordEstimate {
  score: number;
  /** The whole password is on the estimator's list of leaked passwords: the offline stand-in for the breach check. */
  inLeakedList: boolean;
}

/** Scores a password 0-4 with zxcvbn (English and common dictionaries), taking the user's own words into account. */
export function estimatePassword(password: string, userInputs: string[] = []): PasswordEstimate {
  const result: ZxcvbnResult = instance().check(password, userInputs);
  const inLeakedList = result.sequence.some(
    (match) =>
      match.pattern === 'dictionary' &&
      'dictionaryName' in match &&
      String(match.dictionaryName).startsWith('passwords') &&
      match.i === 0 &&
      match.j === password.length - 1,
  );
  return { score: result.score, inLeakedList };
}
