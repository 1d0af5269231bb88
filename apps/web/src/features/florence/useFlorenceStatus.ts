import { florenceRoutes } from '@dealscout/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiUrl } from '../../platform/http';
import { useLiveChanges } from '../../platform/live-changes';
import { useSession } from '../../platform/session';
import { algoStatusKey, useAlgoStatus } from './api';
import { changesOfReading } from './progress';
import { useRunOutcomes } from './useRunOutcomes';

/**
 * The generation status as the header follows it: GET /api/algo-status, read again at each `change` on
 * the live stream (GET /api/algo-status/stream) and every 10 s while a run is processing, should the
 * stream be blocked. A change that ends a run also reads its company's list again (useRunOutcomes); with the
 * stream blocked, a reading that shows a run ended stands in for its change (changesOfReading).
 * Mounted once, in the signed-in layout; pages read the same query.
 */
export function useFlorenceStatus(enabled: boolean) {
  const queryClient = useQueryClient();
  const actOn = useRunOutcomes();
  useLiveChanges(enabled ? apiUrl(florenceRoutes.statusStream) : null, (change) =>
    actOn(change, queryClient.invalidateQueries({ queryKey: algoStatusKey })),
  );
  const status = useAlgoStatus(enabled);
  const { data: user } = useSession();
  const processing = useRef(new Set<string>());
  useEffect(() => {
    for (const change of changesOfReading(status.data?.runs ?? [], user?.id, processing.current)) actOn(change, Promise.resolve());
  }, [status.data, user?.id, actOn]);
  return status;
}
