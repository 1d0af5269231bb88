import { datasetSearchParams, investorRoutes, taxonomyRoutes, type DatasetSearchInput, type NaicsList } from '@dealscout/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ApiError } from '../../platform/api-error';
import { call } from '../../platform/http';

/** A refusal (a 4xx: the trial gate, a bad filter) answers the same the second time; only failures are retried. */
const retryFailures = (failures: number, error: Error) => !(error instanceof ApiError && error.status < 500) && failures < 1;

/**
 * GET /api/dataset: one page of the search. A new search keeps the last page on screen until it arrives.
 * `enabled` waits for the header's company, so a search is not sent twice (and counted once) on arrival.
 */
export function useDatasetSearch(input: DatasetSearchInput, enabled: boolean) {
  const query = datasetSearchParams(input);
  return useQuery({
    queryKey: ['dataset', query],
    queryFn: ({ signal }) => call(investorRoutes.search, { query }, { signal }),
    placeholderData: keepPreviousData,
    retry: retryFailures,
    enabled,
  });
}

/** GET /api/investor/{id}: the investor and its activities. */
export function useInvestorDetail(id: string) {
  return useQuery({
    queryKey: ['investor', id],
    queryFn: ({ signal }) => call(investorRoutes.detail, { params: { id } }, { signal }),
    retry: retryFailures,
  });
}

/** GET /api/investor/{id}/similar: the ten companies most like it, each with why. */
export function useSimilarCompanies(id: string) {
  return useQuery({
    queryKey: ['investor', id, 'similar'],
    queryFn: ({ signal }) => call(investorRoutes.similar, { params: { id } }, { signal }),
    retry: retryFailures,
  });
}

const NO_NAICS: NaicsList = [];

/** GET /api/taxonomy/naics once per visit (the browser caches it for a day): select options and a name lookup by code. */
export function useNaics(enabled = true) {
  const query = useQuery({
    queryKey: ['taxonomy', 'naics'],
    queryFn: ({ signal }) => call(taxonomyRoutes.naics, {}, { signal }),
    staleTime: Infinity,
    enabled,
  });
  const { names, options } = useMemo(() => {
    const entries: NaicsList = query.data ?? [];
    return {
      names: new Map(entries.map((entry) => [entry.label, entry.value])),
      options: entries.map((entry) => ({ value: entry.label, label: `${entry.label} ${entry.value}` })),
    };
  }, [query.data]);
  return { isPending: query.isPending && enabled, entries: query.data ?? NO_NAICS, options, nameOf: (code: string) => names.get(code) };
}
