import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { passwordEstimator } from './password-strength.js';

export type { PasswordEstimate } from './password-strength.js';

/**
 * Scores a password 0-4 with zxcvbn over every English and common list (1.6 MB of words): the API's
 * estimator and its offline list of leaked passwords. The browser uses a smaller selection.
 */
export const estimatePassword = passwordEstimator({
  dictionary: { ...common.dictionary, ...english.dictionary },
  graphs: common.adjacencyGraphs,
  translations: english.translations,
});
