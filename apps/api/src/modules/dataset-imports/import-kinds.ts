import type { DatasetImportKind } from '@dealscout/domain';
import { dealImportKind } from './deal-import-kind.js';
import { investorImportKind } from './investor-import-kind.js';
import type { ImportKind } from './import-kind.js';

/** The imports the browser can run, by kind. */
export const IMPORT_KINDS: Partial<Record<DatasetImportKind, ImportKind>> = {
  investors: investorImportKind,
  deals: dealImportKind,
};
