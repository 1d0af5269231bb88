/** Limits of the investor search (spec part 2 §5, §9). */
export const SEARCH_MAX_LENGTH = 200;
/** A description search ("maker of hip and knee implants"): a sentence or two. */
export const DESCRIBE_MAX_LENGTH = 300;
export const KEYWORDS_MAX = 6;
export const KEYWORD_MAX_LENGTH = 50;

/** Rows per fetch: the table, the PDF (300 for the professional role, else 100), the CRM export; never more than 300. */
export const DATASET_PAGE_SIZE = 10;
export const DATASET_PDF_LIMIT = 100;
export const DATASET_PDF_LIMIT_PROFESSIONAL = 300;
export const DATASET_CRM_LIMIT = 200;
export const DATASET_LIMIT_MAX = 300;

export const DATASET_TABS = ['all', 'companies', 'investors'] as const;
export type DatasetTab = (typeof DATASET_TABS)[number];

/**
 * Sort keys: a column name, highest or Z-A first with a leading '-'. `-score` (best fit first) is the
 * default; ties fall back to the name.
 */
export const DATASET_SORTS = [
  '-score',
  'score',
  'company_name',
  '-company_name',
  'us_state_full',
  '-us_state_full',
  'country',
  '-country',
  'type',
  '-type',
  'deal_count',
  '-deal_count',
] as const;
export type DatasetSort = (typeof DATASET_SORTS)[number];

/** The range sliders run 0 to 100 and show 1 to 1000 (mm), on a log scale: 0 -> 1, 50 -> ~32, 100 -> 1000. */
export const SLIDER_MIN = 0;
export const SLIDER_MAX = 100;
export function sliderToMillions(position: number): number {
  return Math.round(10 ** ((3 * position) / SLIDER_MAX) * 100) / 100;
}

/** Free searches a trial starts with by default (the spec leaves the number open; FREE_TRIAL_SEARCHES configures it). */
export const FREE_TRIAL_SEARCHES = 10;
