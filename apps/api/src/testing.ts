/**
 * The API as the benches and the browser journeys may use it (`@dealscout/api/testing`): building the app,
 * opening a database, making users, companies and sessions, and the services and engine parts a bench
 * times on their own. Nothing under bench/ or e2e/ imports apps/api/src directly (eslint refuses it), so
 * what they rely on is this list. Never imported by the server itself.
 */
export { buildApp } from './app.js';
export { loadConfig } from './config.js';
export { clientOf, openDatabase, type Database, type DatabaseHandle } from './db/client.js';
export { queryRows } from './db/rows.js';
export { companies, florenceRuns, rateLimitHits, users, verificationCodes } from './db/schema/index.js';
export { createOrganization, createUser } from './seed/factories/accounts.js';
export { insertCompany, storeAnswersUnchecked } from './seed/factories/companies.js';
export { lakesideEyeAnswers } from './seed/demo-companies.js';
export { localFileStorage, type FileStorage } from './platform/file-storage.js';
export { configuredFileStorage } from './platform/configured-file-storage.js';
export type { BoardEvent } from './platform/events.js';
export type { ActorContext } from './platform/request-context.js';
export { createSession } from './modules/auth/sessions.service.js';
export { DEFAULT_BOARDS, listCompanies } from './modules/companies/companies.service.js';
export { createNote } from './modules/notes/notes.service.js';
export { uploadDocuments } from './modules/documents/documents.service.js';
export { globalAnalytics, listUsers, recentlyLoggedInUsers, userAnalytics } from './modules/analytics/analytics.service.js';
export { activeUsers, returnUsers, timeSpent } from './modules/analytics/charts.service.js';
export { databaseFor } from './modules/investors/dataset-plans.js';
export { searchStatements } from './modules/investors/investors.service.js';
export { refreshInvestorStatistics } from './modules/investors/investor-statistics.js';
export { loadShippedInvestors, readShippedInvestors } from './modules/investors/load-dataset.js';
export { importDeals } from './modules/investors/import/import-deals.js';
export { companyProfileOf, rankCandidates, reasonsForList, rerankWithMarks } from './modules/florence/engine/index.js';
export { indexCandidates, type CandidateIndex } from './modules/investor-index/candidate-index.js';
export { indexHistory, type PastDeal } from './modules/investor-index/history-index.js';
export { DETAILED_ROWS, LIST_ROWS, REASONED_ROWS } from './modules/florence/generate-list.js';
export { shippedWordVectors } from './modules/investor-index/word-vectors-file.js';
export { shippedSentencesFor } from './modules/investor-index/sentences/sentence-vectors.js';
export { createFlorenceWorker, IDLE_POLL_MS } from './modules/florence/worker.js';
export { advanceRun, claimRun, completeRun, LEASE_MS } from './modules/florence/job-queue.js';
export { drainInBackground, onePassAtATime } from './platform/background-drain.js';
export { eventBusFor, FLORENCE_QUEUE_CHANNEL, type EventBus } from './platform/events.js';
export type { RunTimings } from './modules/florence/run-timings.js';
export { openEventStream } from '../test/support/event-stream-reader.js';
export { packSnapshot, unpackSnapshot } from './modules/investor-index/snapshot/snapshot-file.js';
export { candidateIndex, forgetCandidateIndex, indexFromRows, readFromSnapshot } from './modules/investor-index/candidate-cache.js';
export { buildIndexSnapshot } from './modules/investor-index/snapshot/snapshot-builder.js';
export { buildDatasetStatistics } from './modules/investor-index/preselect/statistics-builder.js';
export { forgetDatasetStatistics } from './modules/investor-index/preselect/built-statistics.js';
export { preselectionAbove, usePreselection } from './modules/investor-index/preselect/preselection.js';
export { listIndex } from './modules/florence/preselect/list-index.js';
export { importInvestors } from './modules/investors/import/import-investors.js';
export { BUYERS_NOT_CUSTOMERS, type BuyersCase } from '../test/support/buyers-not-customers.js';
