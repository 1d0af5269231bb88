import { draftReplySchema, questionsReplySchema, savedAnswersSchema, type UserInput } from '@dealscout/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../platform/http';
import { companiesQueryKey } from '../companies/api';

// Checked in development and tests only (platform/http.ts).
const replies = import.meta.env.PROD ? undefined : { questions: questionsReplySchema, draft: draftReplySchema, saved: savedAnswersSchema };

const draftKey = (companyId: string) => ['company-draft', companyId] as const;

/** GET /api/question: the definitions, the same for the whole visit. */
export function useQuestions() {
  return useQuery({
    queryKey: ['questions'],
    queryFn: ({ signal }) => api('/question', { signal, reply: replies?.questions }),
    staleTime: Infinity,
    select: (reply) => reply.data,
  });
}

/** GET /api/company-draft/{id}: the caller's draft, else the submitted answers; always fresh when the page opens. */
export function useDraft(companyId: string) {
  return useQuery({
    queryKey: draftKey(companyId),
    queryFn: ({ signal }) => api(`/company-draft/${encodeURIComponent(companyId)}`, { signal, reply: replies?.draft }),
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

/** POST /api/company-draft/{id}: the autosave. */
export const saveDraft = (companyId: string, userInput: UserInput) =>
  api(`/company-draft/${encodeURIComponent(companyId)}`, { method: 'POST', body: { user_input: userInput } });

/** DELETE /api/company-draft/{id}: Discard Changes (the page then loads the questionnaire again). */
export function useDiscardDraft(companyId: string) {
  return useMutation({ mutationFn: () => api(`/company-draft/${encodeURIComponent(companyId)}`, { method: 'DELETE' }) });
}

/** PUT /api/user-company: Submit (the draft is cleared by the server in the same transaction). */
export function useSubmitAnswers(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userInput: UserInput) =>
      api('/user-company', { method: 'PUT', body: { id: companyId, user_input: userInput }, reply: replies?.saved }),
    // The draft query goes with the page (gcTime 0); the company lists learn the new answers.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: companiesQueryKey }),
  });
}
