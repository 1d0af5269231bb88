/** A local stand-in for Salesforce (fake-salesforce.mjs): the API tests and the browser journeys use it. */
export function fakeSalesforce(port?: number): Promise<{
  url: string;
  leads: Record<string, unknown>[];
  calls: string[];
  approve(authorizeUrl: string): { code: string; state: string };
  expireAccessTokens(): void;
  revokedAll(): boolean;
  outage(on: boolean): void;
  close(): Promise<unknown>;
}>;
