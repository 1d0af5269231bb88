/** The Salesforce calls the CRM export uses: OAuth 2.0 (authorization code with PKCE, refresh) and sObject collections. */
export const SALESFORCE_API = 'v60.0';
export const SALESFORCE_SCOPE = 'refresh_token api';

export interface SalesforceApp {
  loginUrl: string;
  clientId: string;
  clientSecret?: string;
  redirectUri: string;
}

export interface SalesforceTokens {
  accessToken: string;
  refreshToken?: string;
  instanceUrl: string;
}

/** A Salesforce answer that is not a success; `status` 401 means the access token must be refreshed. */
export class SalesforceError extends Error {
  constructor(
    readonly status: number,
    detail: string,
  ) {
    super(`Salesforce answered ${status}: ${detail.slice(0, 200)}`);
  }
}

const base = (url: string) => url.replace(/\/+$/, '');

async function tokenCall(app: SalesforceApp, fields: Record<string, string>): Promise<SalesforceTokens> {
  const body = new URLSearchParams({
    client_id: app.clientId,
    ...(app.clientSecret ? { client_secret: app.clientSecret } : {}),
    ...fields,
  });
  const response = await fetch(`${base(app.loginUrl)}/services/oauth2/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body,
    signal: AbortSignal.timeout(15_000),
  });
  if (!response.ok) throw new SalesforceError(response.status, await response.text());
  const reply = (await response.json()) as { access_token: string; refresh_token?: string; instance_url: string };
  return { accessToken: reply.access_token, refreshToken: reply.refresh_token, instanceUrl: reply.instance_url };
}

/** The sign-in page's address: response type code, a PKCE S256 challenge, the client id, redirect URI, scope and state. */
export function authorizeUrl(app: SalesforceApp, challenge: string, state: string): string {
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: app.clientId,
    redirect_uri: app.redirectUri,
    scope: SALESFORCE_SCOPE,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state,
  });
  return `${base(app.loginUrl)}/services/oauth2/authorize?${query}`;
}

export const exchangeCode = (app: SalesforceApp, code: string, verifier: string) =>
  tokenCall(app, { grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: app.redirectUri });

export const refreshAccess = (app: SalesforceApp, refreshToken: string) =>
  tokenCall(app, { grant_type: 'refresh_token', refresh_token: refreshToken });

/** Revokes a token; the provider's answer does not matter to the user, who is disconnected either way. */
export async function revokeToken(app: SalesforceApp, token: string) {
  await fetch(`${base(app.loginUrl)}/services/oauth2/revoke`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }),
    signal: AbortSignal.timeout(10_000),
  }).catch(() => undefined);
}

async function dataCall<T>(tokens: SalesforceTokens, path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${base(tokens.instanceUrl)}/services/data/${SALESFORCE_API}${path}`, {
    method: init.method ?? 'GET',
    headers: { Authorization: `Bearer ${tokens.accessToken}`, 'Content-Type': 'application/json', Accept: 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) throw new SalesforceError(response.status, await response.text());
  return (await response.json()) as T;
}

/** A Lead record as Salesforce takes it. */
export interface SalesforceLead {
  LastName: string;
  Company: string;
  Website: string | null;
  Email?: string | null;
  Phone?: string | null;
  State?: string | null;
  Country?: string | null;
  Description?: string | null;
  LeadSource: string;
}

const soqlString = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** The ids of the Leads already there, by website. */
export async function leadsByWebsite(tokens: SalesforceTokens, websites: string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  if (websites.length === 0) return found;
  const soql = `SELECT Id, Website FROM Lead WHERE Website IN (${websites.map(soqlString).join(',')})`;
  const reply = await dataCall<{ records: { Id: string; Website: string }[] }>(tokens, `/query?q=${encodeURIComponent(soql)}`);
  for (const record of reply.records) found.set(record.Website, record.Id);
  return found;
}

type CollectionResult = { id?: string; success: boolean; errors: { message: string }[] }[];

/** Creates records in one sObject collection call (at most 200). */
export const createLeads = (tokens: SalesforceTokens, leads: SalesforceLead[]) =>
  dataCall<CollectionResult>(tokens, '/composite/sobjects', {
    method: 'POST',
    body: { allOrNone: false, records: leads.map((lead) => ({ attributes: { type: 'Lead' }, ...lead })) },
  });

/** Updates records in one sObject collection call (at most 200). */
export const updateLeads = (tokens: SalesforceTokens, leads: (SalesforceLead & { Id: string })[]) =>
  dataCall<CollectionResult>(tokens, '/composite/sobjects', {
    method: 'PATCH',
    body: { allOrNone: false, records: leads.map((lead) => ({ attributes: { type: 'Lead' }, ...lead })) },
  });
