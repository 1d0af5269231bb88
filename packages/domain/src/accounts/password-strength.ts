import { ZxcvbnFactory, type OptionsType, type ZxcvbnResult } from '@zxcvbn-ts/core';
import { PASSWORD_MAX } from './password-rules.js';

export interface PasswordEstimate {
  score: number;
  /** The whole password is on the estimator's list of leaked passwords: the offline stand-in for the breach check. */
  inLeakedList: boolean;
}

export type EstimatePassword = (password: string, userInputs?: string[]) => PasswordEstimate;

/**
 * A zxcvbn scorer (0-4) over the given word lists, taking the user's own words into account. The
 * API gives it every list; the browser a smaller selection, so its checklist can be wrong for a rare
 * password, and the API decides.
 */
export function passwordEstimator({
  dictionary,
  graphs,
  translations,
}: Pick<OptionsType, 'dictionary' | 'graphs' | 'translations'>): EstimatePassword {
  let estimator: ZxcvbnFactory | undefined;
  return (password, userInputs = []) => {
    estimator ??= new ZxcvbnFactory({ dictionary, graphs, translations, useLevenshteinDistance: true, maxLength: PASSWORD_MAX });
    const result: ZxcvbnResult = estimator.check(password, userInputs);
    const inLeakedList = result.sequence.some(
      (match) =>
        match.pattern === 'dictionary' &&
        'dictionaryName' in match &&
        String(match.dictionaryName).startsWith('passwords') &&
        match.i === 0 &&
        match.j === password.length - 1,
    );
    return { score: result.score, inLeakedList };
  };
}
