import { companyRoutes, type Company } from '@dealscout/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { call, type CallInput } from '../../platform/http';
import { placementsKey } from '../pipeline/api';

type CompanyWrite = CallInput<typeof companyRoutes.create>['body'];

export const companiesQueryKey = ['companies'] as const;
export const organizationMembersQueryKey = ['organization-members'] as const;

/** GET /api/user-company, newest first; `search` filters by name on the server. A new search keeps showing the last answer until it arrives. */
export function useCompanies(search?: string) {
  const text = search ?? '';
  return useQuery({
    queryKey: [...companiesQueryKey, text],
    queryFn: ({ signal }) => call(companyRoutes.list, { query: { search: text || undefined } }, { signal }),
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
    mutationFn: (company: CompanyWrite) => call(companyRoutes.create, { body: company }),
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
    mutationFn: ({ id, ...company }: CompanyWrite & { id: string }) => call(companyRoutes.update, { params: { id }, body: company }),
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
    mutationFn: (id: string) => call(companyRoutes.remove, { query: { id } }),
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
    mutationFn: ({ id, ...body }: CallInput<typeof companyRoutes.duplicate>['body'] & { id: string }) =>
      call(companyRoutes.duplicate, { params: { id }, body }),
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
    queryFn: ({ signal }) => call(companyRoutes.members, {}, { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}
