import { companyRoutes, questionnaireRoutes, type UserInput } from '@dealscout/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../platform/http';
import { companiesQueryKey } from '../companies/api';

const draftKey = (companyId: string) => ['company-draft', companyId] as const;

/** GET /api/question: the definitions, the same for the whole visit. */
export function useQuestions() {
  return useQuery({
    queryKey: ['questions'],
    queryFn: ({ signal }) => call(questionnaireRoutes.questions, {}, { signal }),
    staleTime: Infinity,
    select: (reply) => reply.data,
  });
}

/** GET /api/company-draft/{id}: the caller's draft, else the submitted answers; always fresh when the page opens. */
export function useDraft(companyId: string) {
  return useQuery({
    queryKey: draftKey(companyId),
    queryFn: ({ signal }) => call(questionnaireRoutes.draft, { params: { id: companyId } }, { signal }),
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

/** POST /api/company-draft/{id}: the autosave. */
export const saveDraft = (companyId: string, userInput: UserInput) =>
  call(questionnaireRoutes.saveDraft, { params: { id: companyId }, body: { user_input: userInput } });

/** DELETE /api/company-draft/{id}: Discard Changes (the page then loads the questionnaire again). */
export function useDiscardDraft(companyId: string) {
  return useMutation({ mutationFn: () => call(questionnaireRoutes.discardDraft, { params: { id: companyId } }) });
}

/** PUT /api/user-company: Submit (the draft is cleared by the server in the same transaction). */
export function useSubmitAnswers(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userInput: UserInput) => call(companyRoutes.saveAnswers, { body: { id: companyId, user_input: userInput } }),
    // The draft query goes with the page (gcTime 0); the company lists learn the new answers.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: companiesQueryKey }),
  });
}
