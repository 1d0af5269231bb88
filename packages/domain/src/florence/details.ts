import { answerOf, answerValues, type UserInput } from '../questionnaire/answers.js';

/**
 * Whether a company has the details Florence needs: a goal and something that describes it. Without
 * them the server refuses a generation ('Company details required') and the page says so first.
 */
export function hasFlorenceDetails(userInput: UserInput): boolean {
  const given = (key: string) => answerValues(answerOf(userInput, key)).length > 0;
  return (
    given('question-one') &&
    ['description_input', 'product_input', 'service_input', 'speciality_input', 'NAICS-Master-Dropdown'].some(given)
  );
}
