import { randomUUID } from 'node:crypto';
import { lakesideEyeAnswers } from '../../src/seed/demo-companies.js';
import { OTHER_STRONG_PASSWORD, STRONG_PASSWORD } from '../support/auth-helpers.js';
import { documentPart, sampleContent, type FormPart } from '../support/multipart.js';
import { MATRIX_INVESTOR, type ActorName } from './cast.js';
import type { OwnerResources, ResourceKind } from './owner-resources.js';

/** What a request names, built from the owner's real ids. */
export interface RequestParts {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  multipart?: FormPart[];
}

export interface RouteExpectation {
  /**
   * owner (default): the route acts on the owner's resources the request names, so a caller outside
   * the owner's organization gets 404, never a 403 that would confirm the id exists.
   * self: the route acts on the caller's own account, so every signed-in caller gets the owner's
   * answer (for themselves) and must see nothing of the owner's.
   */
  scope?: 'owner' | 'self';
  /** A request the owner's call succeeds with. */
  request?: (ids: OwnerResources) => RequestParts;
  /** Expected status per actor; `owner` is required on a guarded route, others follow the default rule. */
  status?: Partial<Record<ActorName, number>>;
  /** Public routes: the status every caller gets (without it, only 'never 5xx' is checked). */
  everyone?: number;
  /** What a successful call uses up; it is made anew before the next call. */
  consumes?: readonly ResourceKind[];
  /** The call ends the caller's session: each actor calls with a second session of its own. */
  freshSession?: boolean;
  /** The call ends every session of the caller: the matrix runs it after all other routes. */
  endsSessions?: boolean;
  /** Tables a refused call rightly writes to (the tries counted on a code). */
  refusalWrites?: readonly string[];
}

/** An address nobody signed up with; a new one each call, since refusals are counted per address. */
const ghost = (ids: OwnerResources) => `ghost-${ids.unique}@example.com`;
/** A task form's text fields as multipart parts. */
const taskFields = (fields: Record<string, string>): FormPart[] => Object.entries(fields).map(([name, value]) => ({ name, value }));
const pdfUpload = (ids: OwnerResources) => [documentPart(`upload-${ids.unique}.pdf`, sampleContent.pdf())];

/**
 * Every /api route, keyed `METHOD url` as the route table spells it. A route without a row here
 * fails the authorisation matrix.
 */
export const ROUTE_EXPECTATIONS: Record<string, RouteExpectation> = {
  // The API docs and platform.
  'GET /api/docs': {},
  'GET /api/docs/static/index.html': {},
  'GET /api/docs/static/swagger-initializer.js': {},
  'GET /api/docs/json': {},
  'GET /api/docs/yaml': {},
  'GET /api/docs/static/*': { request: () => ({ params: { '*': 'swagger-ui.css' } }) },
  'GET /api/openapi.json': { everyone: 200 },
  'GET /api/health': { everyone: 200 },

  // Public forms and sign-in.
  'POST /api/email': { request: () => ({ body: { type: 'try', email: 'visitor@example.com' } }), everyone: 201 },
  'GET /api/version-update': { everyone: 200 },
  'GET /api/auth-config': { everyone: 200 },
  'POST /api/register': {
    request: (ids) => ({
      body: {
        first_name: 'Nia',
        last_name: 'Vale',
        email: `new-${ids.unique}@example.com`,
        password: STRONG_PASSWORD,
        password2: STRONG_PASSWORD,
      },
    }),
    everyone: 201,
  },
  'POST /api/email-verification/:token': {
    request: () => ({ params: { token: 'no-such-token' }, body: { otp: '123456', password: STRONG_PASSWORD } }),
  },
  'POST /api/resend-email-verification/:token': { request: () => ({ params: { token: 'no-such-token' } }) },
  'POST /api/login': { request: (ids) => ({ body: { email: ghost(ids), password: STRONG_PASSWORD } }), everyone: 400 },
  // Without the browser's sign-in cookie, a code is refused before it is counted: nothing is written.
  'POST /api/otp-verification/:user_id': { request: (ids) => ({ params: { user_id: ids.ownerId }, body: { otp: '000000' } }) },
  'POST /api/resend-otp/:user_id': { request: (ids) => ({ params: { user_id: ids.ownerId } }) },
  'POST /api/google-login': { request: () => ({ body: { token: 'not-a-google-token' } }) },
  'POST /api/forgot-password': { request: (ids) => ({ body: { email: ghost(ids) } }), everyone: 400 },
  'GET /api/reset-password/:uidb64/:token': { request: () => ({ params: { uidb64: 'MQ', token: 'no-such-token' } }), everyone: 400 },
  'PUT /api/change-password': {
    scope: 'self',
    request: () => ({
      body: { old_password: STRONG_PASSWORD, new_password: OTHER_STRONG_PASSWORD, confirm_password: OTHER_STRONG_PASSWORD },
    }),
    status: { owner: 200, resetBearer: 200 },
    endsSessions: true,
  },
  'POST /api/logout': { everyone: 204, freshSession: true },

  // The account.
  'GET /api/user': { scope: 'self', status: { owner: 200 } },
  'GET /api/user-profile': { scope: 'self', status: { owner: 200 } },
  'PUT /api/user-profile': {
    scope: 'self',
    request: () => ({ body: { first_name: 'Matrix', last_name: 'Owner' } }),
    status: { owner: 200 },
  },
  'PUT /api/release-notes-seen': { scope: 'self', status: { owner: 200 } },
  'POST /api/api-key-request': { scope: 'self', status: { owner: 200 } },
  'GET /api/api-keys': { scope: 'self', status: { owner: 200 } },
  'DELETE /api/api-keys/:id': {
    request: (ids) => ({ params: { id: ids.apiKey } }),
    // A key is its user's alone, whatever the organization.
    status: { owner: 204, colleague: 404 },
    consumes: ['apiKey'],
  },
  'GET /api/api-access': { request: () => ({ query: { access_key: 'no-such-key' } }), everyone: 400 },
  'POST /api/api-access': {
    request: () => ({ body: { secret_key: 'no-such-key', access_code: 'ABCDEFGH' } }),
    everyone: 400,
    refusalWrites: ['api_key_requests'],
  },

  // Companies: colleagues may read, answer and duplicate a shared company; renaming, sharing and deleting are the creator's.
  'GET /api/user-company': { scope: 'self', request: () => ({ query: { search: 'Matrix' } }), status: { owner: 200 } },
  'POST /api/user-company': {
    scope: 'self',
    request: (ids) => ({ body: { company_name: `Created ${ids.unique}` } }),
    status: { owner: 201 },
  },
  'PUT /api/user-company/:id': {
    request: (ids) => ({ params: { id: ids.company }, body: { company_name: `Renamed ${ids.unique}`, shared: true } }),
    status: { owner: 200, colleague: 403 },
  },
  'PUT /api/user-company': {
    request: (ids) => ({ body: { id: ids.company, user_input: lakesideEyeAnswers } }),
    status: { owner: 200 },
  },
  'DELETE /api/user-company': {
    request: (ids) => ({ query: { id: ids.company } }),
    status: { owner: 204, colleague: 403 },
    consumes: ['company'],
  },
  'POST /api/duplicate-company/:id': {
    request: (ids) => ({ params: { id: ids.company }, body: { company_name: `Copy ${ids.unique}` } }),
    status: { owner: 201 },
  },
  'GET /api/organization-members': { scope: 'self', status: { owner: 200 } },

  // The questionnaire: the questions are everyone's; a draft is its author's, on a company they can see.
  'GET /api/question': { scope: 'self', status: { owner: 200 } },
  'GET /api/company-draft/:id': { request: (ids) => ({ params: { id: ids.company } }), status: { owner: 200 } },
  'POST /api/company-draft/:id': {
    request: (ids) => ({ params: { id: ids.company }, body: { user_input: [{ 'question-one': ['block', 'Sell'] }] } }),
    status: { owner: 204 },
  },
  'DELETE /api/company-draft/:id': { request: (ids) => ({ params: { id: ids.company } }), status: { owner: 204 } },

  // Notes and documents: anyone who can see the company may read and write them.
  'GET /api/company-notes/:companyId': { request: (ids) => ({ params: { companyId: ids.company } }), status: { owner: 200 } },
  'POST /api/company-notes/:companyId': {
    request: (ids) => ({ params: { companyId: ids.company }, body: { notes: `<p>Call ${ids.unique}</p>` } }),
    status: { owner: 201 },
  },
  'PUT /api/company-notes/:companyId': {
    request: (ids) => ({ params: { companyId: ids.company }, body: { id: ids.note, pinned: true } }),
    status: { owner: 200 },
  },
  'PUT /api/company-notes/:companyId/sort': {
    request: (ids) => ({ params: { companyId: ids.company }, body: { notes: [{ id: ids.note, pinned: false, order: 0 }] } }),
    status: { owner: 200 },
  },
  'DELETE /api/company-notes/:noteId': { request: (ids) => ({ params: { noteId: ids.note } }), status: { owner: 204 }, consumes: ['note'] },
  // Florence: the matrix's companies have no answers yet, so generating is refused (400) and there is no list to rate (409).
  'GET /api/company-buyers/:companyId': { request: (ids) => ({ params: { companyId: ids.company } }), status: { owner: 200 } },
  'PUT /api/company-buyers/:companyId': { request: (ids) => ({ params: { companyId: ids.company } }), status: { owner: 400 } },
  // A mark is the company's, on a buyer of the dataset (in the list or not): marking and restoring need no list.
  'PUT /api/company-buyers/:companyId/marks/:buyerId': {
    request: (ids) => ({ params: { companyId: ids.company, buyerId: MATRIX_INVESTOR.id }, body: { mark: 'good' } }),
    status: { owner: 200 },
  },
  'DELETE /api/company-buyers/:companyId/marks/:buyerId': {
    request: (ids) => ({ params: { companyId: ids.company, buyerId: MATRIX_INVESTOR.id } }),
    status: { owner: 200 },
  },
  'GET /api/algo-status': { scope: 'self', status: { owner: 200 } },
  'GET /api/algo-status/stream': { scope: 'self', status: { owner: 200 } },
  'POST /api/buyers-feedback': {
    request: (ids) => ({ body: { company_id: ids.company, rating: 4, review: 'Useful list' } }),
    status: { owner: 409 },
  },
  'GET /api/company-documents/:companyId': { request: (ids) => ({ params: { companyId: ids.company } }), status: { owner: 200 } },
  'POST /api/company-documents/:companyId': {
    request: (ids) => ({ params: { companyId: ids.company }, multipart: pdfUpload(ids) }),
    status: { owner: 201 },
  },
  'DELETE /api/company-documents/:documentId': {
    request: (ids) => ({ params: { documentId: ids.document } }),
    status: { owner: 204 },
    consumes: ['document'],
  },
  'GET /api/company-documents/:documentId/download': {
    request: (ids) => ({ params: { documentId: ids.document } }),
    status: { owner: 200 },
  },

  // The pipeline: an organization's members share one (docs/decisions/pipeline-columns.md); someone in none has their own.
  'GET /api/pipeline': { scope: 'self', status: { owner: 200 } },
  'POST /api/pipeline': { scope: 'self', request: (ids) => ({ body: { name: `Stage ${ids.unique}` } }), status: { owner: 201 } },
  'PUT /api/pipeline/:id': {
    request: (ids) => ({ params: { id: ids.pipelineColumn }, body: { name: `Renamed ${ids.unique}` } }),
    status: { owner: 200 },
  },
  'DELETE /api/pipeline/:id': {
    request: (ids) => ({ params: { id: ids.pipelineColumn } }),
    status: { owner: 204 },
    consumes: ['pipelineColumn'],
  },
  'PATCH /api/pipeline': {
    request: (ids) => ({ body: { new_order: [{ id: ids.pipelineColumn, order: 1 }] } }),
    status: { owner: 200 },
  },
  'GET /api/company-status': { scope: 'self', status: { owner: 200 } },
  'GET /api/pipeline-events': { scope: 'self', status: { owner: 200 } },
  'PUT /api/company-status': {
    request: (ids) => ({ body: { companies: [{ id: ids.company, row: 0, status: ids.pipelineColumn }] } }),
    status: { owner: 200 },
  },

  // Task boards: anyone who can see the company may read and write its columns, tasks and history.
  'GET /api/company-board/:companyId': { request: (ids) => ({ params: { companyId: ids.company } }), status: { owner: 200 } },
  'POST /api/company-board': {
    request: (ids) => ({ body: { name: `Column ${ids.unique}`, company_id: ids.company } }),
    status: { owner: 201 },
  },
  'PUT /api/company-board/:id': {
    request: (ids) => ({ params: { id: ids.boardColumn }, body: { name: `Renamed ${ids.unique}` } }),
    status: { owner: 200 },
  },
  'DELETE /api/company-board/:id': {
    request: (ids) => ({ params: { id: ids.boardColumn } }),
    status: { owner: 204 },
    consumes: ['boardColumn'],
  },
  'PATCH /api/company-board': {
    request: (ids) => ({ body: { new_order: [{ id: ids.boardColumn, order: 1 }] } }),
    status: { owner: 200 },
  },
  'GET /api/company-task/:companyId': { request: (ids) => ({ params: { companyId: ids.company } }), status: { owner: 200 } },
  'POST /api/company-task': {
    request: (ids) => ({ multipart: taskFields({ title: `Task ${ids.unique}`, company_id: ids.company, status_id: ids.taskColumn }) }),
    status: { owner: 201 },
  },
  'PUT /api/company-task/:id': {
    request: (ids) => ({ params: { id: ids.task }, multipart: taskFields({ title: `Renamed ${ids.unique}` }) }),
    status: { owner: 200 },
  },
  'DELETE /api/company-task/:id': { request: (ids) => ({ params: { id: ids.task } }), status: { owner: 204 }, consumes: ['task'] },
  'PATCH /api/company-task/:taskId': {
    request: (ids) => ({ params: { taskId: ids.task }, body: { new_order: [{ id: ids.task, status: ids.taskColumn, priority: 1 }] } }),
    status: { owner: 200 },
  },
  'POST /api/company-task-complete/:id': {
    request: (ids) => ({ params: { id: ids.task }, body: { completed: true } }),
    status: { owner: 200 },
  },
  'GET /api/company-task-history/:companyId': { request: (ids) => ({ params: { companyId: ids.company } }), status: { owner: 200 } },
  'GET /api/company-task-events/:companyId': { request: (ids) => ({ params: { companyId: ids.company } }), status: { owner: 200 } },
  'GET /api/company-task-attachment/:id': { request: (ids) => ({ params: { id: ids.attachment } }), status: { owner: 200 } },

  // Leads: anyone who can see the company may read and work its leads, lists and communication types.
  'GET /api/user-lead': { request: (ids) => ({ query: { user_company_id: ids.company } }), status: { owner: 200 } },
  'GET /api/user-lead/:id': { request: (ids) => ({ params: { id: ids.lead } }), status: { owner: 200 } },
  'POST /api/user-lead': {
    request: (ids) => ({
      body: { lead_name: `Lead ${ids.unique}`, url: `new-${ids.unique}.example.com`, list: ids.leadList, user_company_id: ids.company },
    }),
    status: { owner: 201 },
  },
  'PUT /api/user-lead': { request: (ids) => ({ body: { id: ids.lead, user_notes: `Notes ${ids.unique}` } }), status: { owner: 200 } },
  'DELETE /api/user-lead': { request: (ids) => ({ query: { id: ids.lead } }), status: { owner: 204 }, consumes: ['lead'] },
  'GET /api/user-lead-list': { request: (ids) => ({ query: { user_company_id: ids.company } }), status: { owner: 200 } },
  'GET /api/user-lead-list/:companyId': { request: (ids) => ({ params: { companyId: ids.company } }), status: { owner: 200 } },
  'POST /api/user-lead-list': {
    request: (ids) => ({ body: { name: `List ${ids.unique}`, user_company_id: ids.company } }),
    status: { owner: 201 },
  },
  'POST /api/user-lead-list/:companyId': {
    request: (ids) => ({ params: { companyId: ids.company }, body: { name: `List ${ids.unique}` } }),
    status: { owner: 201 },
  },
  'PUT /api/user-lead-list/:id': {
    request: (ids) => ({ params: { id: ids.leadList }, body: { name: `Renamed ${ids.unique}` } }),
    status: { owner: 200 },
  },
  'DELETE /api/user-lead-list/:id': {
    request: (ids) => ({ params: { id: ids.leadList } }),
    status: { owner: 200 },
    consumes: ['leadList'],
  },
  'GET /api/communication': { request: (ids) => ({ query: { user_company_id: ids.company } }), status: { owner: 200 } },
  'POST /api/communication': {
    request: (ids) => ({ body: { status: `Type ${ids.unique}`, user_company_id: ids.company } }),
    status: { owner: 201 },
  },
  'PUT /api/communication/:id': {
    request: (ids) => ({ params: { id: ids.communicationType }, body: { status: `Renamed ${ids.unique}` } }),
    status: { owner: 200 },
  },
  'DELETE /api/communication/:id': {
    request: (ids) => ({ params: { id: ids.communicationType } }),
    status: { owner: 204 },
    consumes: ['communicationType'],
  },

  // CRM export: a user's own CRM account. The matrix's app has no CRM set up, so signing in and exporting
  // are refused (400, after the company check); status and disconnecting answer as for anyone.
  'GET /api/crm-status': { scope: 'self', status: { owner: 200 } },
  'POST /api/crm-authorize': { scope: 'self', request: () => ({ body: { return_path: '/leads/dataset' } }), status: { owner: 400 } },
  'POST /api/connect-crm': { scope: 'self', request: () => ({ body: { code: 'code', state: 'state' } }), status: { owner: 400 } },
  'DELETE /api/connect-crm': { scope: 'self', status: { owner: 204 } },
  'POST /api/crm-export': {
    request: (ids) => ({ body: { source: 'leads', user_company_id: ids.company } }),
    status: { owner: 400 },
  },

  // Investors: every signed-in user may search (a trial user spends a search) and read an investor; the
  // rank score's company must be one the caller may see, else 404 and no search is spent.
  'GET /api/dataset': {
    request: (ids) => ({ query: { search: 'Zephyr', user_company_id: ids.company } }),
    status: { owner: 200 },
  },
  'GET /api/investor/:id': { scope: 'self', request: () => ({ params: { id: MATRIX_INVESTOR.id } }), status: { owner: 200 } },
  'GET /api/investor/:id/similar': { scope: 'self', request: () => ({ params: { id: MATRIX_INVESTOR.id } }), status: { owner: 200 } },
  // Saved searches: shared with the organization like companies; renaming, alerts and deleting are the owner's.
  'GET /api/saved-searches': { scope: 'self', status: { owner: 200 } },
  'GET /api/saved-searches/:id': { request: (ids) => ({ params: { id: ids.savedSearch } }), status: { owner: 200 } },
  'POST /api/saved-searches': {
    scope: 'self',
    request: (ids) => ({ body: { name: `Saved ${ids.unique}`, query: { describe: 'eye care clinics', state: ['Wyoming'] } } }),
    status: { owner: 201 },
  },
  'PATCH /api/saved-searches/:id': {
    request: (ids) => ({ params: { id: ids.savedSearch }, body: { name: `Renamed ${ids.unique}`, shared: true } }),
    status: { owner: 200, colleague: 403 },
  },
  'DELETE /api/saved-searches/:id': {
    request: (ids) => ({ params: { id: ids.savedSearch } }),
    status: { owner: 204, colleague: 403 },
    consumes: ['savedSearch'],
  },
  'GET /api/taxonomy/naics': { everyone: 200 },

  // Activity: a user records their own downloads and keeps their own session alive.
  'POST /api/action-record': { scope: 'self', request: () => ({ body: { action: 'leads_csv' } }), status: { owner: 201 } },
  'POST /api/session-heartbeat': { scope: 'self', status: { owner: 204 } },

  // Admin analytics: the superuser reads everyone's figures (the owner's too); anyone else signed in gets 403.
  'GET /api/global-analytics': { request: () => ({ query: { time_zone: 'Europe/Paris' } }), status: { owner: 200 } },
  'GET /api/user-analytics/:userId': { request: (ids) => ({ params: { userId: ids.ownerId } }), status: { owner: 200 } },
  'GET /api/active-users/:filter': {
    request: () => ({ params: { filter: 'week' }, query: { time_zone: 'Europe/Paris' } }),
    status: { owner: 200 },
  },
  'GET /api/return-users/:filter': { request: () => ({ params: { filter: 'year' } }), status: { owner: 200 } },
  'GET /api/time-spent/:filter': {
    request: () => ({ params: { filter: 'day' }, query: { time_zone: 'Asia/Kolkata' } }),
    status: { owner: 200 },
  },
  'GET /api/recently-loggedin-users': { status: { owner: 200 } },
  'GET /api/users': { request: () => ({ query: { search: 'Matrix' } }), status: { owner: 200 } },

  // The superuser's dataset imports (issue 39): an upload is kept for its import; none is named here, so
  // the preview, the start and the report find nothing (404) and the progress is null.
  'POST /api/dataset-imports/:kind/uploads': {
    request: (ids) => ({
      params: { kind: 'investors' },
      multipart: [
        { name: 'file', filename: `matrix-${ids.unique}.csv`, value: 'company_name\nMatrix Upload Capital\n', contentType: 'text/csv' },
      ],
    }),
    status: { owner: 201 },
  },
  'POST /api/dataset-imports/:kind/uploads/:uploadId/preview': {
    request: () => ({ params: { kind: 'investors', uploadId: 'no-such-upload' }, body: { mapping: {} } }),
    status: { owner: 404 },
  },
  'POST /api/dataset-imports/:kind/run': {
    request: () => ({ params: { kind: 'investors' }, body: { upload_id: 'no-such-upload', mapping: {} } }),
    status: { owner: 404 },
  },
  'GET /api/dataset-imports/:kind/run': { request: () => ({ params: { kind: 'investors' } }), status: { owner: 200 } },
  'GET /api/dataset-imports/:kind/run/report': { request: () => ({ params: { kind: 'investors' } }), status: { owner: 404 } },

  // Billing: the owner pays on the test checkout page (owner-resources.ts); a subscription and its
  // invoices are the user's own, colleagues included, so everyone else meets their own (empty) billing.
  'POST /api/subscription': {
    scope: 'self',
    request: () => ({ body: { plan: 'monthly' } }),
    status: { owner: 400, colleague: 200, stranger: 200, otherOrg: 200, superuser: 200 },
  },
  'GET /api/subscription': { scope: 'self', status: { owner: 200 } },
  'GET /api/subscription-session': { scope: 'self', status: { owner: 200, colleague: 400, stranger: 400, otherOrg: 400, superuser: 400 } },
  'GET /api/download-invoice/:invoiceId': {
    request: (ids) => ({ params: { invoiceId: ids.invoice } }),
    status: { owner: 200, colleague: 404 },
  },
  'POST /api/retry-register-payment/:subscription': { request: () => ({ params: { subscription: randomUUID() } }), everyone: 404 },
  // Public, and trusted only by its signature: an unsigned event is refused whoever sends it.
  'POST /api/stripe/webhook': { request: () => ({ body: { id: 'evt_unsigned', type: 'invoice.paid' } }), everyone: 400 },
  // A checkout is its owner's alone (billing.test.ts): the owner's is paid by now, so every session meets a 404.
  'GET /api/test-checkout/:session': { request: () => ({ params: { session: 'cs_test_unknown' } }), status: { owner: 404 } },
  'POST /api/test-checkout/:session/complete': { request: () => ({ params: { session: 'cs_test_unknown' } }), status: { owner: 404 } },
  'POST /api/test-checkout/:session/cancel': { request: () => ({ params: { session: 'cs_test_unknown' } }), status: { owner: 404 } },
  'POST /api/test-portal': {
    scope: 'self',
    request: () => ({ body: { action: 'resume' } }),
    status: { owner: 200, colleague: 400, stranger: 400, otherOrg: 400, superuser: 400 },
  },
  'GET /api/test-invoice/:invoiceId': {
    request: (ids) => ({ params: { invoiceId: ids.providerInvoice } }),
    status: { owner: 200, colleague: 404 },
  },
};

export const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
