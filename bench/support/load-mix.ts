// The requests of the load bench. A connection plays visits, one after the other: each visit is one
// user (the next in turn) going through the steps below with their own session and their own data.
// Sign-in is left out on purpose (argon2id would be all we measure; bench:sign-in has it).
// Tasks, leads and investor search have no routes yet. Their reads join the visit on their own (see
// discoverReads); their writes go in VISIT below, where the companies and notes writes are.
import type { Request } from 'autocannon';
import type { BenchUser } from './seed.js';
import { noteHtml } from './seed.js';
import type { StepTally } from './step-tally.js';

/** What one visit knows: whose it is, the companies it works on, what it created along the way. */
interface Visit {
  user: BenchUser;
  companyId: string;
  otherCompanyId: string;
  visitNumber: number;
  createdCompanyId?: string;
  createdNoteId?: string;
}

export interface Step {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  /** The route as the OpenAPI document names it. */
  route: string;
  path(visit: Visit): string;
  body?(visit: Visit): unknown;
  /** Keeps what a later step of the visit needs from a 2xx reply. */
  remember?(visit: Visit, reply: unknown): void;
}

const read = (name: string, route: string, path: Step['path'] = () => route): Step => ({ name, method: 'GET', route, path });
const NOTES = '/api/company-notes/{companyId}';
const DOCUMENTS = '/api/company-documents/{companyId}';

const VISIT: Step[] = [
  read('profile: current user', '/api/user'),
  read('companies: list', '/api/user-company'),
  read('companies: search', '/api/user-company', (visit) => `/api/user-company?search=${encodeURIComponent(visit.user.searchTerm)}`),
  read('notes: list', NOTES, (visit) => `/api/company-notes/${visit.companyId}`),
  read('documents: list', DOCUMENTS, (visit) => `/api/company-documents/${visit.companyId}`),
  {
    name: 'notes: create',
    method: 'POST',
    route: NOTES,
    path: (visit) => `/api/company-notes/${visit.companyId}`,
    body: (visit) => ({ notes: noteHtml(`Visit ${visit.visitNumber}`) }),
    remember: (visit, reply) => (visit.createdNoteId = (reply as { id: string }).id),
  },
  read('notes: list', NOTES, (visit) => `/api/company-notes/${visit.companyId}`),
  {
    name: 'notes: update',
    method: 'PUT',
    route: NOTES,
    path: (visit) => `/api/company-notes/${visit.companyId}`,
    body: (visit) => ({
      id: visit.createdNoteId ?? visit.user.noteIdsByCompany.get(visit.companyId)![0],
      notes: noteHtml(`Visit ${visit.visitNumber}, follow-up`),
    }),
  },
  read('profile: user profile', '/api/user-profile'),
  {
    name: 'companies: create',
    method: 'POST',
    route: '/api/user-company',
    path: () => '/api/user-company',
    body: (visit) => ({ company_name: `${visit.user.searchTerm} Prospect ${visit.visitNumber}` }),
    remember: (visit, reply) => (visit.createdCompanyId = (reply as { id: string }).id),
  },
  {
    name: 'companies: rename',
    method: 'PUT',
    route: '/api/user-company/{id}',
    path: (visit) => `/api/user-company/${visit.createdCompanyId ?? visit.user.ownCompanyIds[0]}`,
    body: (visit) => ({ company_name: `${visit.user.searchTerm} Target ${visit.visitNumber}` }),
  },
  read('companies: list', '/api/user-company'),
  read('profile: organization members', '/api/organization-members'),
  read('documents: list', DOCUMENTS, (visit) => `/api/company-documents/${visit.otherCompanyId}`),
  read('notes: list', NOTES, (visit) => `/api/company-notes/${visit.otherCompanyId}`),
  read('profile: current user', '/api/user'),
];

export const COMPANIES_LIST_ONLY: Step[] = [read('companies: list', '/api/user-company')];

const pick = <T>(items: T[], index: number) => items[index % items.length]!;

/** The steps as autocannon requests; visits take the users in turn so every session gets its share. */
export function autocannonRequests(steps: Step[], users: BenchUser[], tally: StepTally): Request[] {
  let visits = 0;
  const visitOf = (context: object): Visit => {
    const holder = context as { visit?: Visit };
    if (!holder.visit) {
      const visitNumber = visits++;
      const user = pick(users, visitNumber);
      const round = Math.floor(visitNumber / users.length);
      holder.visit = {
        user,
        visitNumber,
        companyId: pick(user.visibleCompanyIds, round),
        otherCompanyId: pick(user.visibleCompanyIds, round + 1),
      };
    }
    return holder.visit;
  };
  return steps.map((step) => ({
    setupRequest: (request, context) => {
      const visit = visitOf(context);
      (context as { sentAt?: number }).sentAt = performance.now();
      const body = step.body?.(visit);
      return {
        ...request,
        method: step.method,
        path: step.path(visit),
        headers: { authorization: `Bearer ${visit.user.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      };
    },
    onResponse: (status, body, context) => {
      tally.record(step.name, status, performance.now() - (context as { sentAt: number }).sentAt);
      if (step.remember && status >= 200 && status < 300) step.remember(visitOf(context), JSON.parse(body));
    },
  }));
}

/**
 * Reads of the running API that the visit does not make yet and that a visit can make: GET routes of
 * the OpenAPI document whose only path parameter is a company id (or that have none), that refuse an
 * anonymous caller and answer the user's session with a 2xx that ends (no event stream). Tasks and leads lists will arrive this way.
 */
export async function discoverReads(base: string, user: BenchUser): Promise<{ added: Step[]; notInMix: string[] }> {
  const document = (await (await fetch(`${base}/api/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> };
  const covered = new Set(VISIT.map((step) => `${step.method} ${step.route}`));
  const added: Step[] = [];
  const notInMix: string[] = [];
  for (const [route, operations] of Object.entries(document.paths)) {
    for (const method of Object.keys(operations).map((name) => name.toUpperCase())) {
      if (covered.has(`${method} ${route}`)) continue;
      const path = (visit: Pick<Visit, 'companyId'>) => route.replace('{companyId}', visit.companyId);
      const sample = path({ companyId: user.visibleCompanyIds[0]! });
      if (method === 'GET' && !sample.includes('{') && (await answersUserOnly(base, sample, user.token))) {
        added.push(read(`auto: ${route}`, route, path));
      } else {
        notInMix.push(`${method} ${route}`);
      }
    }
  }
  return { added, notInMix };
}

/** A 2xx to the user and a 401 to an anonymous caller, with a reply that ends: an event stream never does (bench:board-sync has those). */
async function answersUserOnly(base: string, path: string, token: string) {
  const anonymous = await fetch(`${base}${path}`);
  await anonymous.body?.cancel();
  if (anonymous.status !== 401) return false;
  const signedIn = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
  await signedIn.body?.cancel();
  return signedIn.ok && !signedIn.headers.get('content-type')?.startsWith('text/event-stream');
}

export const visitSteps = (extra: Step[]) => [...VISIT, ...extra];
