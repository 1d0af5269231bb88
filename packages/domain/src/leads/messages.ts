/** Limits of the leads manager (spec part 1 §5, §9). */
export const LEAD_TEXT_MAX = 100;
export const CONTACT_NUMBER_MAX = 15;
export const LEAD_NOTES_MAX = 5_000;
export const LEADS_PAGE_SIZE = 5;
/** The most leads one GET may return: a CRM export takes 200 (spec part 2 §9). */
export const LEADS_LIMIT_MAX = 200;
export const LEAD_SEARCH_MAX = 100;

/** The virtual list every company has; never stored (spec part 1 §3). */
export const GENERAL_LIST = { id: 'default', name: 'General' } as const;
/** Created for a company the first time its types are needed (spec part 1 §9). */
export const DEFAULT_COMMUNICATION_TYPES = ['New Lead', 'Contacted', 'Communicating'] as const;

/** What the leads manager says (spec part 1 §5, §8; part 2 §8), written once. */
export const leadMessages = {
  nameRequired: 'Lead name is required',
  nameTooLong: 'Lead name cannot be more than 100 characters',
  urlRequired: 'URL is required',
  urlInvalid: 'Enter a valid URL',
  contactInvalid: 'Enter a valid contact number',
  emailInvalid: 'Enter a valid email address',
  statusRequired: 'Status is required',
  listRequired: 'List is required',
  textTooLong: 'Must be at most 100 characters',
  notesTooLong: `Notes cannot be more than ${LEAD_NOTES_MAX} characters`,
  companyRequired: 'Select a company first',
  notFound: 'Lead not found',
  listNotFound: 'List not found',
  statusNotFound: 'Status not found',
  duplicateUrl: 'A lead with this URL already exists in this company',
  duplicateEmail: 'A lead with this email address already exists in this company',
  keepBothOnly: 'An edited lead can only keep both (on_duplicate: keep_both); merging is for a new lead',
  created: 'Lead created successfully',
  updated: 'Lead updated successfully',
  deleted: 'Lead deleted successfully',
  merged: 'Lead merged successfully',
  added: 'Added to leads successfully',
  notesUpdated: 'Notes updated successfully',
  notesFailed: 'Failed to update notes',
  loadFailed: 'Something went wrong, please try again later',
  failed: 'Something went wrong',
  enterpriseOnly: 'The Leads Manager is for enterprise users',
  /** The enterprise gate: what the upgrade gives. */
  enterpriseGateTitle: 'This feature is for enterprise users',
  enterpriseOffer:
    "The enterprise plan adds the Leads Manager: save investors and Florence's buyers as leads in lists of your own, track each with communication types and notes, and export them to PDF, CSV or your CRM. Meanwhile you can search investors, or ask us about enterprise access.",
} as const;

export const leadListMessages = {
  nameRequired: 'List name is required',
  nameTooLong: 'List name cannot be more than 100 characters',
  nameTaken: 'A list with this name already exists',
  nameReserved: 'General is the default list',
  notFound: 'List not found',
  created: 'List created successfully',
  updated: 'List updated successfully',
  deleted: 'List deleted successfully',
  failed: 'Something went wrong',
} as const;

export const communicationTypeMessages = {
  typeRequired: 'Type is required',
  typeTooLong: 'Type should not exceed 100 characters',
  typeTaken: 'A type with this name already exists',
  notFound: 'Type not found',
  inUse: (count: number) =>
    `This type is the status of ${count} lead${count === 1 ? '' : 's'}. Give ${count === 1 ? 'it' : 'them'} another status before deleting the type.`,
  lastType: 'A company keeps at least one communication type',
  created: 'Type created successfully',
  updated: 'Type updated successfully',
  deleted: 'Type deleted successfully',
} as const;
