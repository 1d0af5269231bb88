import { exportRoutes, type CrmExport } from '@dealscout/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../platform/http';

const statusKey = ['crm-status'] as const;

/** GET /api/crm-status: whether a CRM is set up on this server, and whether the user has connected theirs. */
export function useCrmStatus() {
  return useQuery({ queryKey: statusKey, queryFn: ({ signal }) => call(exportRoutes.status, {}, { signal }) });
}

/** POST /api/crm-authorize, then off to the provider's sign-in page; the callback page brings the user back to `returnPath`. */
export async function signInToCrm(returnPath: string) {
  const { authorize_url } = await call(exportRoutes.authorize, { body: { return_path: returnPath } });
  window.location.assign(authorize_url);
}

/** POST /api/connect-crm: the code and state the provider sent back. */
export const connectCrm = (code: string, state: string) => call(exportRoutes.connect, { body: { code, state } });

/** POST /api/crm-export. */
export const exportToCrm = (body: CrmExport) => call(exportRoutes.export, { body });

/** DELETE /api/connect-crm. */
export function useDisconnectCrm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(exportRoutes.disconnect),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statusKey }),
  });
}
