import { connectCrmReplySchema, crmAuthorizeReplySchema, crmExportReplySchema, crmStatusSchema, type CrmExport } from '@dealscout/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../platform/http';

const replies = import.meta.env.PROD
  ? undefined
  : { status: crmStatusSchema, authorize: crmAuthorizeReplySchema, connect: connectCrmReplySchema, exported: crmExportReplySchema };

const statusKey = ['crm-status'] as const;

/** GET /api/crm-status: whether a CRM is set up on this server, and whether the user has connected theirs. */
export function useCrmStatus() {
  return useQuery({ queryKey: statusKey, queryFn: ({ signal }) => api('/crm-status', { signal, reply: replies?.status }) });
}

/** POST /api/crm-authorize, then off to the provider's sign-in page; the callback page brings the user back to `returnPath`. */
export async function signInToCrm(returnPath: string) {
  const { authorize_url } = await api('/crm-authorize', { method: 'POST', body: { return_path: returnPath }, reply: replies?.authorize });
  window.location.assign(authorize_url);
}

/** POST /api/connect-crm: the code and state the provider sent back. */
export const connectCrm = (code: string, state: string) =>
  api('/connect-crm', { method: 'POST', body: { code, state }, reply: replies?.connect });

/** POST /api/crm-export. */
export const exportToCrm = (body: CrmExport) => api('/crm-export', { method: 'POST', body, reply: replies?.exported });

/** DELETE /api/connect-crm. */
export function useDisconnectCrm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('/connect-crm', { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statusKey }),
  });
}
