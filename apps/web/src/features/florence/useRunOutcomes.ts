import { florenceMessages, type AlgoStatusReply, type LiveChange } from '@dealscout/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback, useRef } from 'react';
import { useSession } from '../../platform/session';
import { algoStatusKey, buyersKey } from './api';
import { EVERY_LIST, outcomeOf } from './progress';

/**
 * Acts on a change of the status stream (outcomeOf): the list of the company whose run ended is read
 * again, once per run (only a list on screen is fetched); the user's own failed run opens the error dialog with
 * its error, read from the status once `statusRead` has read it again.
 */
export function useRunOutcomes() {
  const queryClient = useQueryClient();
  const { modal } = App.useApp();
  const { data: user } = useSession();
  const ended = useRef(new Set<string>());
  // One function for the page's life (while the session's user stays): the status hook's effect depends on it.
  return useCallback(
    (change: LiveChange | null, statusRead: Promise<void>) => {
      const { reread, ownFailure } = outcomeOf(change, user?.id, ended.current);
      if (reread) void queryClient.invalidateQueries({ queryKey: reread === EVERY_LIST ? ['florence', 'buyers'] : buyersKey(reread) });
      if (!ownFailure) return;
      void statusRead.then(() => {
        const failed = queryClient.getQueryData<AlgoStatusReply>(algoStatusKey)?.runs.find((item) => item.id === ownFailure);
        if (!failed) return;
        modal.error({
          title: `Florence could not generate the list for ${failed.company_name}`,
          content: failed.error ?? florenceMessages.failed,
          okText: 'Close',
        });
      });
    },
    [queryClient, modal, user?.id],
  );
}
