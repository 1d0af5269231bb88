/** The questionnaire's fixed option lists (spec part 2 §9). */

export const SPECIALTIES = [
  'Ophthalmology',
  'Veterinary Services',
  'Diagnostic Imaging Centers',
  'Diagnostic & Medical Laboratories',
  'Dermatology',
  'Surgical Centers',
  'Cosmetics',
  'Hospitals',
  'Outpatient Centers',
  'Multispeciality Group Practice',
] as const;

export const SUPPLY_CHAIN_POSITIONS = [
  'Medical Product Manufacturer',
  'Distributor or Group Purchasing Organization',
  'Healthcare Organization',
  'Healthcare Provider',
] as const;

export const WORKPLACE_CULTURES = [
  'Adhocracy',
  'Clan',
  'Customer-Focused',
  'Hierarchy',
  'Market-Driven',
  'Purpose-Driven',
  'Innovative',
  'Creative',
] as const;

const IMPORTANCE_BASE = [
  "Don't care",
  'Care a little',
  'Care a little',
  'Care a little',
  'Moderately Care',
  'Moderately Care',
  'Care a lot',
  'Care a lot',
  'Care a lot',
] as const;

/**
 * The ten labels of an importance range (1 to 10; label of value v is at index v - 1). Questions about
 * priorities end with 'Upmost Priority'; questions about what may change after a sale end with
 * 'Company cannot change'.
 */
export const IMPORTANCE_LABELS = [...IMPORTANCE_BASE, 'Upmost Priority'] as const;
export const CHANGE_IMPORTANCE_LABELS = [...IMPORTANCE_BASE, 'Company cannot change'] as const;
