import { z } from 'zod';
import { requiredText } from '../shared/text-field.js';
import {
  advancedSearchSchema,
  datasetSort,
  datasetTab,
  describeText,
  investorType,
  notBothTexts,
  removedFilterKey,
  searchText,
  stateName,
} from './dataset-search.js';
import { INVESTOR_TYPES } from './investor.js';
import { investorMessages } from './messages.js';

export const SAVED_SEARCH_NAME_MAX = 100;
/** Saved searches a user may keep: each one with alerts on is matched against every investor import. */
export const SAVED_SEARCHES_MAX = 50;
/** New matches an alert mail lists by name; the rest it counts. */
export const ALERT_MAIL_LISTED = 20;

export const savedSearchMessages = {
  nameRequired: 'Name the search to save it',
  nameTooLong: `A saved search's name must be at most ${SAVED_SEARCH_NAME_MAX} characters`,
  notFound: 'Saved search not found',
  ownerOnly: 'Only the owner of this saved search can do that.',
  limitReached: `You can keep at most ${SAVED_SEARCHES_MAX} saved searches: delete one to save another.`,
  noOrganization: 'You are not in an organization, so there is no one to share with.',
  nothingToChange: 'Send a new name, sharing or alerts',
  importRunning: 'Investors are being imported right now: try again in a minute.',
  saved: 'Search saved',
  renamed: 'Saved search renamed',
  deleted: 'Saved search deleted',
  alertsOn: 'You will get an e-mail when new investors match this search (at most one a day).',
  alertsOff: 'E-mails for this search are off.',
} as const;

const m = savedSearchMessages;
const im = investorMessages;

export const savedSearchName = requiredText({ required: m.nameRequired, tooLong: m.nameTooLong }, SAVED_SEARCH_NAME_MAX);

/**
 * What a saved search keeps: the search box (by name or by description, with the description's
 * filters the user removed), the filters, the advanced filters, the tab and the sort, in GET
 * /api/dataset's terms (advanced filters as the API reads them). The same rules as the search's own.
 */
export const savedSearchQuerySchema = z
  .strictObject({
    search: searchText.optional(),
    describe: describeText.optional(),
    describe_off: z.array(removedFilterKey).max(20, im.tooManyRemovedFilters).default([]),
    state: z.array(stateName).max(100, im.tooManyStates).default([]),
    type: z.array(investorType).max(INVESTOR_TYPES.length, im.unknownType).default([]),
    tab: datasetTab,
    advanced_search: advancedSearchSchema.optional(),
    sort: datasetSort,
  })
  .refine(notBothTexts, { message: im.describeWithSearch, path: ['describe'] });
export type SavedSearchQuery = z.output<typeof savedSearchQuerySchema>;
export type SavedSearchQueryInput = z.input<typeof savedSearchQuerySchema>;

/** POST /api/saved-searches. `shared`: visible to the organization; `alerts`: e-mail me new matches. */
export const savedSearchCreateSchema = z.strictObject({
  name: savedSearchName,
  query: savedSearchQuerySchema,
  shared: z.boolean().default(false),
  alerts: z.boolean().default(false),
});
export type SavedSearchCreate = z.output<typeof savedSearchCreateSchema>;

/** PATCH /api/saved-searches/{id}: rename, share, turn alerts on or off (the owner's alone). */
export const savedSearchUpdateSchema = z
  .strictObject({ name: savedSearchName.optional(), shared: z.boolean().optional(), alerts: z.boolean().optional() })
  .refine((change) => Object.values(change).some((value) => value !== undefined), m.nothingToChange);
export type SavedSearchUpdate = z.output<typeof savedSearchUpdateSchema>;

/** A saved search as the API returns it: `created_by_user` when the caller owns it (only the owner renames, shares, deletes or gets alerts). */
export const savedSearchSchema = z.object({
  id: z.string(),
  name: z.string(),
  query: savedSearchQuerySchema,
  shared: z.boolean(),
  alerts: z.boolean(),
  created_by_user: z.boolean(),
  owner: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchListSchema = z.array(savedSearchSchema);
