import { DATASET_LIMIT_MAX, DATASET_SORTS, DESCRIBE_MAX_LENGTH, KEYWORDS_MAX, KEYWORD_MAX_LENGTH, SEARCH_MAX_LENGTH } from './limits.js';
import { INVESTOR_TYPES } from './investor-types.js';

/** What the investor search and detail calls say (spec part 2 §5, §8), written once. */
export const investorMessages = {
  notFound: 'Investor not found',
  searchTooLong: `Search must be at most ${SEARCH_MAX_LENGTH} characters`,
  searchNeedsWord: 'Search must contain a letter or a number',
  describeEmpty: 'Describe the companies you are looking for',
  describeTooLong: `A description must be at most ${DESCRIBE_MAX_LENGTH} characters`,
  describeNeedsWord: 'A description must contain a letter or a number',
  describeWithSearch: 'Search by name or by description, not both at once',
  tooManyRemovedFilters: 'Remove at most 20 filters of a description',
  unknownType: `Type must be one of: ${INVESTOR_TYPES.join(', ')}`,
  stateTooLong: 'A state must be at most 100 characters',
  tooManyStates: 'Choose at most 100 states',
  unknownTab: 'Tab must be one of: all, companies, investors',
  unknownSort: `Sort must be one of: ${DATASET_SORTS.join(', ')}`,
  offset: 'Offset must be a whole number, 0 or more',
  limit: `Limit must be a whole number from 1 to ${DATASET_LIMIT_MAX}`,
  advancedSearchJson: 'advanced_search must be a JSON object',
  tooManyKeywords: `You can add at most ${KEYWORDS_MAX} keywords`,
  keywordTooLong: `A keyword must be at most ${KEYWORD_MAX_LENGTH} characters`,
  naicsCode: 'A NAICS code has 2 to 6 digits',
  tooManyNaics: 'Choose at most 50 NAICS codes',
  unknownSector: 'Unknown sector',
  rangeBounds: 'A range runs from 0 to 100',
  acquiredWithin: 'Acquired within must be a whole number of years from 1 to 50',
  rangeOrder: 'The lower end of a range must not be above its upper end',
  noSource: 'No source available',
  noActivities: 'No activities recorded for this investor',
  howToImportDeals:
    'Deal history comes from your own licensed data: a superuser imports a deals CSV under Data imports (or with npm run import:activities), and Florence then ranks on it.',
} as const;

/**
 * The free trial (spec part 2 §4, §6, §8). The banner: 0 ended, 1 last free search, above 1 the count.
 * A search refused at 0 answers 403 with `limitReached`, the spec's wording.
 */
export const trialMessages = {
  limitReached: 'Free trial limit reached',
  ended: 'Your free trial has ended. Upgrade to keep searching investors.',
  lastSearch: 'This is your last free search.',
  remaining: (count: number) => `You have ${count} free searches left.`,
  notIncluded: 'Investor search is for Professional users and subscribers.',
  upgrade: 'Upgrade Now',
} as const;

/** The free-trial banner's text for the searches left; null for a user without a trial (no banner). */
export function trialBannerText(remaining: number | null): string | null {
  if (remaining === null) return null;
  if (remaining <= 0) return trialMessages.ended;
  if (remaining === 1) return trialMessages.lastSearch;
  return trialMessages.remaining(remaining);
}
