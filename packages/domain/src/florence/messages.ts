// Without zod: the entitlements (and so the sign-in page's first load) read these messages.
import { DATASET_PDF_LIMIT_PROFESSIONAL } from '../investors/limits.js';

/** A PDF or CSV export reads its rows in one call, so the cap is the largest export's (the investor PDF's 300). */
export const BUYERS_LIMIT_MAX = DATASET_PDF_LIMIT_PROFESSIONAL;

export const florenceMessages = {
  ratingRequired: 'Rating is required',
  reviewTooLong: 'Review should not exceed 500 characters',
  reviewEmpty: 'Review should not be empty',
  feedbackSubmitted: 'Feedback submitted successfully',
  generationStarted: 'Florence started generating the list',
  alreadyRunning: 'A list is already being generated for this company',
  monthlyLimit: 'Monthly limit reached',
  freeTrialLimit: 'Free trial limit reached',
  detailsRequired: 'Company details required',
  noList: 'Generate the AI list before giving feedback on it',
  failed: 'Florence could not finish this list. Please try again.',
  deadline: 'Florence took too long on this list and stopped. Please try again.',
  offset: 'Offset must be a whole number, 0 or more',
  limit: `Limit must be a whole number from 1 to ${BUYERS_LIMIT_MAX}`,
  crmExport: 'crm_export must be true or false',
} as const;
