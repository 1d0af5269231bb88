import { florenceMessages, type AlgoStatusItem } from '@dealscout/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { buyersKey } from './api';
import { finishedSince } from './progress';

/**
 * Acts on runs as they end: the company's list is read again; a failed run of the
 * user's own opens the error dialog with its error (spec part 2 §4).
 */
export function useRunOutcomes(runs: readonly AlgoStatusItem[] | undefined) {
  const queryClient = useQueryClient();
  const { modal } = App.useApp();
  const last = useRef<readonly AlgoStatusItem[]>([]);

  useEffect(() => {
    if (!runs) return;
    const { refresh, ownFailed } = finishedSince(last.current, runs);
    last.current = runs;
    for (const company of refresh) void queryClient.invalidateQueries({ queryKey: buyersKey(company) });
    for (const run of ownFailed)
      modal.error({
        title: `Florence could not generate the list for ${run.company_name}`,
        content: run.error ?? florenceMessages.failed,
        okText: 'Close',
      });
  }, [runs, queryClient, modal]);
}
