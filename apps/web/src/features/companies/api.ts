import { errorMessageOf, type Company } from '@dealscout/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../platform/http';

export interface CompanyWrite {
  company_name: string;
  shared?: boolean;
}

export interface CompanyUpdate extends CompanyWrite {
  id: string;
}

export interface DuplicateRequest {
  id: string;
  company_name: string;
}

export interface OrganizationMember {
  id: string;
  username: string;
}

export const companiesQueryKey = ['companies'] as const;
export const organizationMembersQueryKey = ['organization-members'] as const;

/** The message for a failed company call: the server's error field, else the spec's fallback for that call. */
export function companyErrorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError ? errorMessageOf(error.body, fallback) : fallback;
}

/** GET /api/user-company, newest first; `search` filters by name on the server. A new search keeps showing the last answer until it arrives. */
export function useCompanies(search?: string) {
  const text = search ?? '';
  return useQuery({
    queryKey: [...companiesQueryKey, text],
    queryFn: ({ signal }) => api<Company[]>(text ? `/user-company?search=${encodeURIComponent(text)}` : '/user-company', { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Applies a change to every cached list at once (the full list and each search), so the header and pages agree before the refetch. */
function patchLists(queryClient: QueryClient, change: (companies: Company[]) => Company[]) {
  queryClient.setQueriesData<Company[]>({ queryKey: companiesQueryKey }, (companies) => (companies ? change(companies) : companies));
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
    mutationFn: (company: CompanyWrite) => api<Company>('/user-company', { method: 'POST', body: company }),
    onSuccess: (created) => {
      prependToFullList(queryClient, created);
      void queryClient.invalidateQueries({ queryKey: companiesQueryKey });
    },
  });
}

/** PUT /api/user-company/{id}: the name and the shared flag (creator only). */
export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...company }: CompanyUpdate) =>
      api<Company>(`/user-company/${encodeURIComponent(id)}`, { method: 'PUT', body: company }),
    onSuccess: (updated) => {
      patchLists(queryClient, (companies) => companies.map((company) => (company.id === updated.id ? updated : company)));
      void queryClient.invalidateQueries({ queryKey: companiesQueryKey });
    },
  });
}

/** DELETE /api/user-company?id= (creator only). */
export function useDeleteCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<null>(`/user-company?id=${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: (_reply, id) => {
      patchLists(queryClient, (companies) => companies.filter((company) => company.id !== id));
      void queryClient.invalidateQueries({ queryKey: companiesQueryKey });
    },
  });
}

/** POST /api/duplicate-company/{id}: the copy belongs to the caller and is not shared. */
export function useDuplicateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, company_name }: DuplicateRequest) =>
      api<Company>(`/duplicate-company/${encodeURIComponent(id)}`, { method: 'POST', body: { company_name } }),
    onSuccess: (copy) => {
      prependToFullList(queryClient, copy);
      void queryClient.invalidateQueries({ queryKey: companiesQueryKey });
    },
  });
}

/** GET /api/organization-members: the caller's organization ([] when none). */
export function useOrganizationMembers(enabled = true) {
  return useQuery({
    queryKey: organizationMembersQueryKey,
    queryFn: ({ signal }) => api<OrganizationMember[]>('/organization-members', { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}
