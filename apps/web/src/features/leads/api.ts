import { LEADS_PAGE_SIZE, leadRoutes, type LeadCreateInput, type LeadUpdateInput } from '@dealscout/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, type CallInput } from '../../platform/http';

export const leadsKey = (companyId: string) => ['leads', companyId] as const;
const listsKey = (companyId: string) => [...leadsKey(companyId), 'lists'] as const;
const typesKey = (companyId: string) => [...leadsKey(companyId), 'types'] as const;
const pageKey = (companyId: string, filter: LeadFilter) => [...leadsKey(companyId), 'page', filter] as const;

export interface LeadFilter {
  /** A list id, or 'default' for General. */
  list: string;
  search: string;
  page: number;
}

/** The query of GET /api/user-lead for a page of the table, or for an export (`limit` leads from the first). */
export function leadsQuery(
  companyId: string,
  filter: { list?: string; search?: string; limit: number; offset: number; crmExport?: boolean },
) {
  const query: CallInput<typeof leadRoutes.list>['query'] = {
    user_company_id: companyId,
    limit: filter.limit,
    offset: filter.offset,
    list: filter.list || undefined,
    search: filter.search || undefined,
    crm_export: filter.crmExport ? 'true' : undefined,
  };
  return query;
}

/** GET /api/user-lead: a page of five (spec part 1 §4), the previous page shown while the next loads. */
export function useLeads(companyId: string, filter: LeadFilter, enabled = true) {
  return useQuery({
    queryKey: pageKey(companyId, filter),
    queryFn: ({ signal }) =>
      call(
        leadRoutes.list,
        { query: leadsQuery(companyId, { ...filter, limit: LEADS_PAGE_SIZE, offset: LEADS_PAGE_SIZE * (filter.page - 1) }) },
        { signal },
      ),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Every lead of the filter, up to `limit`, for a PDF or CSV export. */
export const fetchLeadsForExport = (companyId: string, filter: { list: string; search: string }, limit: number) =>
  call(leadRoutes.list, { query: leadsQuery(companyId, { ...filter, limit, offset: 0 }) });

/** GET /api/user-lead/{id}. */
export function useLead(leadId: string) {
  return useQuery({
    queryKey: ['lead', leadId],
    queryFn: ({ signal }) => call(leadRoutes.get, { params: { id: leadId } }, { signal }),
  });
}

const refreshLeads = (queryClient: ReturnType<typeof useQueryClient>, companyId: string) =>
  queryClient.invalidateQueries({ queryKey: leadsKey(companyId) });

/** POST /api/user-lead; a 409 (a duplicate) is the caller's to handle. */
export function useCreateLead(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lead: LeadCreateInput) => call(leadRoutes.create, { body: lead }),
    onSuccess: () => refreshLeads(queryClient, companyId),
  });
}

/** PUT /api/user-lead. */
export function useUpdateLead(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lead: LeadUpdateInput) => call(leadRoutes.update, { body: lead }),
    onSuccess: (lead) => {
      queryClient.setQueryData(['lead', lead.id], lead);
      return refreshLeads(queryClient, companyId);
    },
  });
}

/** DELETE /api/user-lead?id= */
export function useDeleteLead(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (leadId: string) => call(leadRoutes.remove, { query: { id: leadId } }),
    onSuccess: () => refreshLeads(queryClient, companyId),
  });
}

/** GET /api/user-lead-list/{companyId}: General first. */
export function useLeadLists(companyId: string | null) {
  return useQuery({
    queryKey: listsKey(companyId ?? ''),
    queryFn: ({ signal }) => call(leadRoutes.listsOf, { params: { companyId: companyId! } }, { signal }),
    enabled: !!companyId,
  });
}

/** POST /api/user-lead-list/{companyId}. */
export function useCreateLeadList(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => call(leadRoutes.createListOf, { params: { companyId }, body: { name } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listsKey(companyId) }),
  });
}

/** PUT /api/user-lead-list/{id}. */
export function useRenameLeadList(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ listId, name }: { listId: string; name: string }) =>
      call(leadRoutes.renameList, { params: { id: listId }, body: { name } }),
    onSuccess: () => refreshLeads(queryClient, companyId),
  });
}

/** DELETE /api/user-lead-list/{id}: its leads move to General. */
export function useDeleteLeadList(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (listId: string) => call(leadRoutes.deleteList, { params: { id: listId } }),
    onSuccess: () => refreshLeads(queryClient, companyId),
  });
}

/** GET /api/communication: the company's types (the defaults are made on first use). */
export function useCommunicationTypes(companyId: string) {
  return useQuery({
    queryKey: typesKey(companyId),
    queryFn: ({ signal }) => call(leadRoutes.communicationTypes, { query: { user_company_id: companyId } }, { signal }),
  });
}

/** POST /api/communication. */
export function useCreateType(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: string) => call(leadRoutes.createCommunicationType, { body: { status, user_company_id: companyId } }),
    onSuccess: () => refreshLeads(queryClient, companyId),
  });
}

/** PUT /api/communication/{id}. */
export function useRenameType(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ typeId, status }: { typeId: string; status: string }) =>
      call(leadRoutes.renameCommunicationType, { params: { id: typeId }, body: { status } }),
    onSuccess: () => refreshLeads(queryClient, companyId),
  });
}

/** DELETE /api/communication/{id} (refused while a lead has it as status). */
export function useDeleteType(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (typeId: string) => call(leadRoutes.deleteCommunicationType, { params: { id: typeId } }),
    onSuccess: () => refreshLeads(queryClient, companyId),
  });
}
