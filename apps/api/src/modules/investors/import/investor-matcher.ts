import { asc } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { investors } from '../../../db/schema/index.js';
import { nameKey, namesAgree, websiteHost } from '../company-identity.js';

interface Known {
  id: string;
  name: string;
}

/** How a deal names its investor: by website, by name, or both. */
export interface InvestorReference {
  name: string | null;
  website: string | null;
}

/**
 * Finds the investor a deal belongs to, by the rules the dataset build joins companies by: the investor
 * with the deal's website host, where only one has it (and, when the deal names it too, the names agree);
 * else the oldest investor with the same name key. Reads every investor's name and website once.
 */
export async function investorMatcher(db: Database): Promise<(reference: InvestorReference) => string | null> {
  const rows = await db
    .select({ id: investors.id, name: investors.companyName, url: investors.url })
    .from(investors)
    .orderBy(asc(investors.createdAt), asc(investors.id));
  const byHost = new Map<string, Known | null>();
  const byName = new Map<string, Known>();
  for (const { id, name, url } of rows) {
    const host = url ? websiteHost(url) : null;
    if (host) byHost.set(host, byHost.has(host) ? null : { id, name });
    const key = nameKey(name);
    if (key && !byName.has(key)) byName.set(key, { id, name });
  }
  return ({ name, website }) => {
    const host = website ? websiteHost(website) : null;
    const hostMatch = host ? byHost.get(host) : undefined;
    if (hostMatch && (!name || namesAgree(hostMatch.name, name))) return hostMatch.id;
    return (name && byName.get(nameKey(name))?.id) || null;
  };
}
