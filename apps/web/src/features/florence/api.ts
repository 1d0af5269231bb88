import {
  ALGO_STATUS_POLL_MS,
  algoStatusReplySchema,
  buyerMarkReplySchema,
  buyersReplySchema,
  generationStartedSchema,
  messageSchema,
  type AlgoStatusReply,
  type BuyerMark,
  type BuyersFeedback,
  type InvestorType,
} from '@dealscout/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../platform/http';

// Checked in development and tests only (platform/http.ts).
const replies = import.meta.env.PROD
  ? undefined
  : {
      buyers: buyersReplySchema,
      status: algoStatusReplySchema,
      started: generationStartedSchema,
      message: messageSchema,
      mark: buyerMarkReplySchema,
    };

export interface BuyersView {
  offset: number;
  search: string;
  state: string[];
  type: InvestorType[];
  /** The buyers marked Not a fit, which the list leaves out, instead of the list. */
  hidden?: boolean;
}

export const buyersKey = (companyId: string) => ['florence', 'buyers', companyId] as const;
export const algoStatusKey = ['florence', 'algo-status'] as const;

const id = (value: string) => encodeURIComponent(value);

/** The query string of GET /api/company-buyers: empty search and filters are left out. */
export function buyersQueryString({ offset, search, state, type, hidden }: BuyersView, limit: number): string {
  const query = new URLSearchParams({ offset: String(offset), limit: String(limit) });
  if (search) query.set('search', search);
  if (hidden) query.set('hidden', 'true');
  state.forEach((value) => query.append('state', value));
  type.forEach((value) => query.append('type', value));
  return query.toString();
}

/** GET /api/company-buyers/{companyId}: one page of the company's list; the page shown stays while the next loads. */
export function useBuyers(companyId: string, view: BuyersView, limit: number) {
  return useQuery({
    queryKey: [...buyersKey(companyId), view, limit],
    queryFn: ({ signal }) => api(`/company-buyers/${id(companyId)}?${buyersQueryString(view, limit)}`, { signal, reply: replies?.buyers }),
    placeholderData: keepPreviousData,
  });
}

/** The first `limit` buyers of the view's search and filters (every page), for a PDF or CSV export. */
export const fetchBuyersForExport = (companyId: string, view: BuyersView, limit: number) =>
  api(`/company-buyers/${id(companyId)}?${buyersQueryString({ ...view, offset: 0 }, limit)}`, { reply: replies?.buyers });

/** True while any run is processing: the status is then polled (the fallback of the live stream). */
export const anyProcessing = (reply: AlgoStatusReply | undefined) => !!reply?.runs.some((run) => run.status === 'processing');

/** GET /api/algo-status: the caller's runs and their colleagues' running ones; polled every 10 s while one runs. */
export function useAlgoStatus(enabled: boolean) {
  return useQuery({
    queryKey: algoStatusKey,
    queryFn: ({ signal }) => api('/algo-status', { signal, reply: replies?.status }),
    enabled,
    refetchInterval: (query) => (anyProcessing(query.state.data) ? ALGO_STATUS_POLL_MS : false),
  });
}

/** PUT /api/company-buyers/{companyId}: queues a generation; its run shows as processing at once. */
export function useStartGeneration(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(`/company-buyers/${id(companyId)}`, { method: 'PUT', reply: replies?.started }),
    onSuccess: ({ run }) => {
      queryClient.setQueryData<AlgoStatusReply>(algoStatusKey, (current) => ({
        runs: [run, ...(current?.runs ?? []).filter((other) => other.id !== run.id)],
        estimate_ms: current?.estimate_ms ?? null,
      }));
      void queryClient.invalidateQueries({ queryKey: algoStatusKey });
    },
  });
}

/** POST /api/buyers-feedback. */
export function useSubmitFeedback() {
  return useMutation({
    mutationFn: (feedback: BuyersFeedback) => api('/buyers-feedback', { method: 'POST', body: feedback, reply: replies?.message }),
  });
}

/**
 * PUT (a mark) or DELETE (null: cleared, a hidden buyer restored) /api/company-buyers/{companyId}/marks/{buyerId};
 * the list is read again at once, re-ranked by the server.
 */
export function useMarkBuyer(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ buyerId, mark }: { buyerId: string; mark: BuyerMark | null }) =>
      api(`/company-buyers/${id(companyId)}/marks/${id(buyerId)}`, {
        method: mark ? 'PUT' : 'DELETE',
        body: mark ? { mark } : undefined,
        reply: replies?.mark,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: buyersKey(companyId) }),
  });
}
