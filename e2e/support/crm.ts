/** Where the journeys' Salesforce stand-in listens (support/serve.mjs): 1000 ports above the app. */
export const crmStandInUrl = () => `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 1000}`;

/** The Leads the stand-in holds, as Salesforce would list them. */
export async function crmLeads(): Promise<{ Website: string; LastName: string; LeadSource: string }[]> {
  const response = await fetch(`${crmStandInUrl()}/__leads`);
  return (await response.json()) as { Website: string; LastName: string; LeadSource: string }[];
}
