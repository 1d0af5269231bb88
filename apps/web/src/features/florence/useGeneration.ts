import { isFlorenceGenerationRefusal, type Company, type ErrorCode } from '@dealscout/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useState } from 'react';
import { endedSession, errorCode, errorMessage } from '../../platform/api-error';
import { useSession } from '../../platform/session';
import { algoStatusKey, useAlgoStatus, useStartGeneration } from './api';
import { setProgressOpen } from './progress-modal';
import { processingRuns } from './progress';
import { generationGate, type GenerationGate } from './regenerate-gate';

export interface Generation {
  gate: GenerationGate;
  /** A run for this company is processing (the user's or a colleague's): Regenerate waits for it. */
  running: boolean;
  pending: boolean;
  generate: () => void;
  trialOpen: boolean;
  closeTrial: () => void;
}

/**
 * Starting a company's list (Generate AI List, Regenerate List): PUT /api/company-buyers/{id}, then the
 * progress modal. Refused without algo_access or past the monthly limit, as the server says.
 */
export function useGeneration(company: Company): Generation {
  const { data: user } = useSession();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const status = useAlgoStatus(true);
  const start = useStartGeneration(company.id);
  const [refusal, setRefusal] = useState<ErrorCode | null>(null);
  const [trialOpen, setTrialOpen] = useState(false);
  const gate = user ? generationGate(user, refusal) : 'allowed';

  const generate = () => {
    if (gate === 'free-trial') return setTrialOpen(true);
    start.mutate(undefined, {
      onSuccess: () => setProgressOpen(true),
      onError: (error) => {
        if (endedSession(error)) return;
        const text = errorMessage(error);
        const code = errorCode(error);
        if (isFlorenceGenerationRefusal(code)) {
          setRefusal(code);
          if (user && generationGate(user, code) === 'free-trial') setTrialOpen(true);
          else void message.warning(text);
          return;
        }
        // A colleague's run started meanwhile; the status shows it.
        if (code === 'florence_run_in_progress') void queryClient.invalidateQueries({ queryKey: algoStatusKey });
        void message.error(text);
      },
    });
  };

  return {
    gate,
    running: processingRuns(status.data?.runs ?? []).some((run) => run.company === company.id),
    pending: start.isPending,
    generate,
    trialOpen,
    closeTrial: () => setTrialOpen(false),
  };
}
