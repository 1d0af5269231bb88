import {
  ALGO_STATUS_POLL_MS,
  florenceRoutes,
  type AlgoStatusReply,
  type BuyerMark,
  type BuyersFeedback,
  type BuyersQuery,
  type InvestorType,
} from '@dealscout/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../platform/http';

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

/** The query of GET /api/company-buyers: empty search and filters are left out. */
export const buyersQuery = ({ offset, search, state, type, hidden }: BuyersView, limit: number): BuyersQuery => ({
  offset,
  limit,
  search: search || undefined,
  hidden: hidden ? 'true' : undefined,
  state,
  type,
});

/** GET /api/company-buyers/{companyId}: one page of the company's list; the page shown stays while the next loads. */
export function useBuyers(companyId: string, view: BuyersView, limit: number) {
  return useQuery({
    queryKey: [...buyersKey(companyId), view, limit],
    queryFn: ({ signal }) => call(florenceRoutes.buyers, { params: { companyId }, query: buyersQuery(view, limit) }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The first `limit` buyers of the view's search and filters (every page), for a PDF or CSV export. */
export const fetchBuyersForExport = (companyId: string, view: BuyersView, limit: number) =>
  call(florenceRoutes.buyers, { params: { companyId }, query: buyersQuery({ ...view, offset: 0 }, limit) });

/** True while any run is processing: the status is then polled (the fallback of the live stream). */
export const anyProcessing = (reply: AlgoStatusReply | undefined) => !!reply?.runs.some((run) => run.status === 'processing');

/** GET /api/algo-status: the caller's runs and their colleagues' running ones; polled every 10 s while one runs. */
export function useAlgoStatus(enabled: boolean) {
  return useQuery({
    queryKey: algoStatusKey,
    queryFn: ({ signal }) => call(florenceRoutes.status, {}, { signal }),
    enabled,
    refetchInterval: (query) => (anyProcessing(query.state.data) ? ALGO_STATUS_POLL_MS : false),
  });
}

/** PUT /api/company-buyers/{companyId}: queues a generation; its run shows as processing at once. */
export function useStartGeneration(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(florenceRoutes.generate, { params: { companyId } }),
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
    mutationFn: (feedback: BuyersFeedback) => call(florenceRoutes.feedback, { body: feedback }),
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
      mark
        ? call(florenceRoutes.mark, { params: { companyId, buyerId }, body: { mark } })
        : call(florenceRoutes.clearMark, { params: { companyId, buyerId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: buyersKey(companyId) }),
  });
}
