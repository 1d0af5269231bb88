import path from 'node:path';
import { API_ROOT } from '../../config.js';

/** The shipped data, built by `npm run data:build` (apps/api/scripts/build-investors/) and committed. */
export const DATA_DIR = path.join(API_ROOT, 'data');
export const INVESTORS_FILE = 'investors.json.gz';
export const NAICS_FILE = 'naics-2022.json.gz';
/** What the build read, kept, merged, left out and fixed, with the line and reason of each row it changed. */
export const BUILD_REPORT_FILE = 'investors-build-report.json';
/** Built by `npm run data:word-vectors` (apps/api/scripts/build-word-vectors/) and committed. */
export const WORD_VECTORS_FILE = 'word-vectors.bin.gz';

/** The dataset credit every shipped investor lists among its sources. */
export const FINANCE_DATABASE_CREDIT = {
  title: 'FinanceDatabase by Jeroen Bouma (MIT licence)',
  url: 'https://github.com/JerBouma/FinanceDatabase',
} as const;
/** Built by `npm run data:sentence-vectors` (apps/api/scripts/build-sentence-vectors/) and committed. */
export const SENTENCE_VECTORS_FILE = 'sentence-vectors.bin.gz';
