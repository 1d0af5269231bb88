import type { DatasetImportKind } from '@dealscout/domain';
import { investorImportKind } from '../investors/import/investor-import-kind.js';
import type { ImportKind } from './import-kind.js';

/** The imports the browser can run, by kind; a kind of the domain not here answers 404 until it is added. */
export const IMPORT_KINDS: Partial<Record<DatasetImportKind, ImportKind>> = {
  investors: investorImportKind,
};
