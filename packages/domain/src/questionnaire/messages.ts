/** Messages of the questionnaire and its drafts (spec part 2 §2, §5, §8). */
export const questionnaireMessages = {
  title: 'Company Submission',
  draftBadge: 'Draft',
  draftTooltip: 'This submission is not visible to others until it is submitted.',
  discard: 'Discard Changes',
  discarded: 'Draft Discarded Successfully',
  submitFailed: 'Unknown Error',
  financialsHeading: 'Please input the full number',
  required: 'This field is required',
  unknownQuestion: 'There is no such question',
  oneAnswer: 'Give one answer',
  currency: 'Enter an amount with at most 14 digits before the point and 2 after it',
  percentage: 'Enter a percentage of at most 5 digits before the point and 2 after it, not negative',
  text: 'Enter text',
  textTooLong: 'Use at most 5,000 characters',
  tags: 'Each tag is text of at most 100 characters, and at most 50 tags',
  option: 'Choose one of the options',
  range: 'Choose a whole number from 1 to 10',
  location: 'Choose a country and one of its states',
  countryAndStateMissing: 'Choose the country and the state',
  stateMissing: 'Choose the state',
} as const;

export const TEXT_ANSWER_MAX = 5000;
export const TAG_MAX = 100;
export const TAGS_MAX = 50;
