import { useQueryClient } from '@tanstack/react-query';
import { useLiveChanges } from '../../platform/live-changes';
import { boardKey } from './api';

/** Keeps an open board current: a colleague's added, moved or completed task shows without a reload. */
export function useBoardEvents(companyId: string) {
  const queryClient = useQueryClient();
  useLiveChanges(
    `/company-task-events/${encodeURIComponent(companyId)}`,
    () => void queryClient.invalidateQueries({ queryKey: boardKey(companyId) }),
  );
}
