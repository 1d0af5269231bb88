/** What investors offers to the other modules: they import it from here, never from its files. */
export { DATA_DIR, NAICS_FILE, SENTENCE_VECTORS_FILE, WORD_VECTORS_FILE } from './dataset-files.js';
export { containing, datasetConditions } from './dataset-filters.js';
export { investorCount, totalOf } from './dataset-total.js';
export type { TrialAccount } from './free-trial.js';
export { csvRecords, reasonOf } from './import/csv-records.js';
export { dealImportReport, importDeals, type ReportedDealRow } from './import/import-deals.js';
export { importInvestors, importReport, importResult, readInvestorRows } from './import/import-investors.js';
export { createStaging, mergeStaging, stageStored } from './import/merge-import.js';
export { presentInvestor } from './investor-row.js';
export { searchDataset } from './investors.service.js';
