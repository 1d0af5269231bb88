import { pipelineRoutes } from '@dealscout/domain';
import { useQueryClient } from '@tanstack/react-query';
import { apiUrl } from '../../platform/http';
import { useLiveChanges } from '../../platform/live-changes';
import { pipelineKey } from './api';

/** Keeps the pipeline current while it is on screen: a colleague's move shows without a reload. */
export function usePipelineEvents() {
  const queryClient = useQueryClient();
  useLiveChanges(apiUrl(pipelineRoutes.events), () => void queryClient.invalidateQueries({ queryKey: pipelineKey }));
}
