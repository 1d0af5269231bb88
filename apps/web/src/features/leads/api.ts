import {
  communicationTypeSchema,
  LEADS_PAGE_SIZE,
  leadListReplySchema,
  leadListSchema,
  leadSavedSchema,
  leadSchema,
  messageSchema,
  type LeadCreateInput,
  type LeadUpdateInput,
} from '@dealscout/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../platform/http';

// Checked in development and tests only (platform/http.ts).
const replies = import.meta.env.PROD
  ? undefined
  : {
      lead: leadSchema,
      leads: leadListReplySchema,
      saved: leadSavedSchema,
      list: leadListSchema,
      lists: z.array(leadListSchema),
      listDeleted: messageSchema.extend({ moved: z.number().int() }),
      type: communicationTypeSchema,
      types: z.array(communicationTypeSchema),
    };

export const leadsKey = (companyId: string) => ['leads', companyId] as const;
const listsKey = (companyId: string) => [...leadsKey(companyId), 'lists'] as const;
const typesKey = (companyId: string) => [...leadsKey(companyId), 'types'] as const;
const pageKey = (companyId: string, filter: LeadFilter) => [...leadsKey(companyId), 'page', filter] as const;

const id = (value: string) => encodeURIComponent(value);

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
  const query = new URLSearchParams({ user_company_id: companyId, limit: String(filter.limit), offset: String(filter.offset) });
  if (filter.list) query.set('list', filter.list);
  if (filter.search) query.set('search', filter.search);
  if (filter.crmExport) query.set('crm_export', 'true');
  return `/user-lead?${query}`;
}

/** GET /api/user-lead: a page of five (spec part 1 §4), the previous page shown while the next loads. */
export function useLeads(companyId: string, filter: LeadFilter, enabled = true) {
  return useQuery({
    queryKey: pageKey(companyId, filter),
    queryFn: ({ signal }) =>
      api(leadsQuery(companyId, { ...filter, limit: LEADS_PAGE_SIZE, offset: LEADS_PAGE_SIZE * (filter.page - 1) }), {
        signal,
        reply: replies?.leads,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Every lead of the filter, up to `limit`, for a PDF or CSV export. */
export const fetchLeadsForExport = (companyId: string, filter: { list: string; search: string }, limit: number) =>
  api(leadsQuery(companyId, { ...filter, limit, offset: 0 }), { reply: replies?.leads });

/** GET /api/user-lead/{id}. */
export function useLead(leadId: string) {
  return useQuery({
    queryKey: ['lead', leadId],
    queryFn: ({ signal }) => api(`/user-lead/${id(leadId)}`, { signal, reply: replies?.lead }),
  });
}

const refreshLeads = (queryClient: ReturnType<typeof useQueryClient>, companyId: string) =>
  queryClient.invalidateQueries({ queryKey: leadsKey(companyId) });

/** POST /api/user-lead; a 409 (a duplicate) is the caller's to handle. */
export function useCreateLead(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lead: LeadCreateInput) => api('/user-lead', { method: 'POST', body: lead, reply: replies?.saved }),
    onSuccess: () => refreshLeads(queryClient, companyId),
  });
}

/** PUT /api/user-lead. */
export function useUpdateLead(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lead: LeadUpdateInput) => api('/user-lead', { method: 'PUT', body: lead, reply: replies?.lead }),
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
    mutationFn: (leadId: string) => api(`/user-lead?id=${id(leadId)}`, { method: 'DELETE' }),
    onSuccess: () => refreshLeads(queryClient, companyId),
  });
}

/** GET /api/user-lead-list/{companyId}: General first. */
export function useLeadLists(companyId: string | null) {
  return useQuery({
    queryKey: listsKey(companyId ?? ''),
    queryFn: ({ signal }) => api(`/user-lead-list/${id(companyId!)}`, { signal, reply: replies?.lists }),
    enabled: !!companyId,
  });
}

/** POST /api/user-lead-list/{companyId}. */
export function useCreateLeadList(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api(`/user-lead-list/${id(companyId)}`, { method: 'POST', body: { name }, reply: replies?.list }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listsKey(companyId) }),
  });
}

/** PUT /api/user-lead-list/{id}. */
export function useRenameLeadList(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ listId, name }: { listId: string; name: string }) =>
      api(`/user-lead-list/${id(listId)}`, { method: 'PUT', body: { name }, reply: replies?.list }),
    onSuccess: () => refreshLeads(queryClient, companyId),
  });
}

/** DELETE /api/user-lead-list/{id}: its leads move to General. */
export function useDeleteLeadList(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (listId: string) => api(`/user-lead-list/${id(listId)}`, { method: 'DELETE', reply: replies?.listDeleted }),
    onSuccess: () => refreshLeads(queryClient, companyId),
  });
}

/** GET /api/communication: the company's types (the defaults are made on first use). */
export function useCommunicationTypes(companyId: string) {
  return useQuery({
    queryKey: typesKey(companyId),
    queryFn: ({ signal }) => api(`/communication?user_company_id=${id(companyId)}`, { signal, reply: replies?.types }),
  });
}

/** POST /api/communication. */
export function useCreateType(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: string) =>
      api('/communication', { method: 'POST', body: { status, user_company_id: companyId }, reply: replies?.type }),
    onSuccess: () => refreshLeads(queryClient, companyId),
  });
}

/** PUT /api/communication/{id}. */
export function useRenameType(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ typeId, status }: { typeId: string; status: string }) =>
      api(`/communication/${id(typeId)}`, { method: 'PUT', body: { status }, reply: replies?.type }),
    onSuccess: () => refreshLeads(queryClient, companyId),
  });
}

/** DELETE /api/communication/{id} (refused while a lead has it as status). */
export function useDeleteType(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (typeId: string) => api(`/communication/${id(typeId)}`, { method: 'DELETE' }),
    onSuccess: () => refreshLeads(queryClient, companyId),
  });
}
