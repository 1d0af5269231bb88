import { taskRoutes } from '@dealscout/domain';
import { useQueryClient } from '@tanstack/react-query';
import { apiUrl } from '../../platform/http';
import { useLiveChanges } from '../../platform/live-changes';
import { boardKey, taskChangeKey } from './api';

/**
 * Keeps an open board current: a colleague's added, moved or completed task shows without a reload. While
 * one of the user's own changes is on its way the board is not read again (it could bring back the state
 * before it); that change reads it when it settles.
 */
export function useBoardEvents(companyId: string) {
  const queryClient = useQueryClient();
  useLiveChanges(apiUrl(taskRoutes.events, { params: { companyId } }), () => {
    if (queryClient.isMutating({ mutationKey: taskChangeKey(companyId) }) === 0)
      void queryClient.invalidateQueries({ queryKey: boardKey(companyId) });
  });
}
