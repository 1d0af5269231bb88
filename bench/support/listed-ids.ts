// What the API lists for a user after a fault: the ids that acknowledged writes must be among.
import type { BenchUser } from './seed.js';

/** The ids the API lists for the user: companies (their own, duplicates included), and the company's notes and documents. */
export async function listedIds(base: string, user: BenchUser, companyId: string) {
  const get = async (route: string) =>
    (await (await fetch(`${base}${route}`, { headers: { authorization: `Bearer ${user.token}` } })).json()) as { id: string }[];
  const [companies, notes, documents] = await Promise.all([
    get('/api/user-company'),
    get(`/api/company-notes/${companyId}`),
    get(`/api/company-documents/${companyId}`),
  ]);
  return new Set([...companies, ...notes, ...documents].map((row) => row.id));
}
