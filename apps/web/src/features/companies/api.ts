import {
  companySchema,
  organizationMemberSchema,
  type Company,
  type companyWriteSchema,
  type duplicateCompanySchema,
} from '@dealscout/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../platform/http';
import { placementsKey } from '../pipeline/api';

type CompanyWrite = z.input<typeof companyWriteSchema>;

// Checked in development and tests only (platform/http.ts).
const replies = import.meta.env.PROD
  ? undefined
  : { company: companySchema, companies: z.array(companySchema), members: z.array(organizationMemberSchema) };

export const companiesQueryKey = ['companies'] as const;
export const organizationMembersQueryKey = ['organization-members'] as const;

/** GET /api/user-company, newest first; `search` filters by name on the server. A new search keeps showing the last answer until it arrives. */
export function useCompanies(search?: string) {
  const text = search ?? '';
  return useQuery({
    queryKey: [...companiesQueryKey, text],
    queryFn: ({ signal }) =>
      api(text ? `/user-company?search=${encodeURIComponent(text)}` : '/user-company', { signal, reply: replies?.companies }),
    placeholderData: keepPreviousData,
  });
}

/** Applies a change to every cached list at once (the full list and each search), so the header and pages agree before the refetch. */
function patchLists(queryClient: QueryClient, change: (companies: Company[]) => Company[]) {
  queryClient.setQueriesData<Company[]>({ queryKey: companiesQueryKey }, (companies) => (companies ? change(companies) : companies));
}

/** Reads again every list that shows companies: the company lists and the pipeline's rows (one per company). */
function refreshCompanyLists(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: companiesQueryKey });
  void queryClient.invalidateQueries({ queryKey: placementsKey });
}

function prependToFullList(queryClient: QueryClient, company: Company) {
  queryClient.setQueryData<Company[]>([...companiesQueryKey, ''], (companies) =>
    companies ? [company, ...companies.filter((other) => other.id !== company.id)] : companies,
  );
}

/** POST /api/user-company. */
export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (company: CompanyWrite) => api('/user-company', { method: 'POST', body: company, reply: replies?.company }),
    onSuccess: (created) => {
      prependToFullList(queryClient, created);
      refreshCompanyLists(queryClient);
    },
  });
}

/** PUT /api/user-company/{id}: the name and the shared flag (creator only). */
export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...company }: CompanyWrite & { id: string }) =>
      api(`/user-company/${encodeURIComponent(id)}`, { method: 'PUT', body: company, reply: replies?.company }),
    onSuccess: (updated) => {
      patchLists(queryClient, (companies) => companies.map((company) => (company.id === updated.id ? updated : company)));
      refreshCompanyLists(queryClient);
    },
  });
}

/** DELETE /api/user-company?id= (creator only). */
export function useDeleteCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(`/user-company?id=${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: (_reply, id) => {
      patchLists(queryClient, (companies) => companies.filter((company) => company.id !== id));
      refreshCompanyLists(queryClient);
    },
  });
}

/** POST /api/duplicate-company/{id}: the copy belongs to the caller and is not shared. */
export function useDuplicateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: z.input<typeof duplicateCompanySchema> & { id: string }) =>
      api(`/duplicate-company/${encodeURIComponent(id)}`, { method: 'POST', body, reply: replies?.company }),
    onSuccess: (copy) => {
      prependToFullList(queryClient, copy);
      refreshCompanyLists(queryClient);
    },
  });
}

/** GET /api/organization-members: the caller's organization ([] when none). */
export function useOrganizationMembers(enabled = true) {
  return useQuery({
    queryKey: organizationMembersQueryKey,
    queryFn: ({ signal }) => api('/organization-members', { signal, reply: replies?.members }),
    enabled,
    staleTime: 5 * 60_000,
  });
}
