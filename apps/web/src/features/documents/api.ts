import { documentMessages, documentRoutes, type CompanyDocument } from '@dealscout/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, uploadWithProgress } from '../../platform/http';

export const documentsQueryKey = (companyId: string) => ['company-documents', companyId] as const;

/** GET /api/company-documents/{companyId}. */
export function useDocuments(companyId: string) {
  return useQuery({
    queryKey: documentsQueryKey(companyId),
    queryFn: ({ signal }) => call(documentRoutes.list, { params: { companyId } }, { signal }),
  });
}

interface Upload {
  files: File[];
  /** 0 to 100, as the request body goes out. */
  onProgress?: (percent: number) => void;
}

/** One multipart POST with every file, its progress shown as it goes. */
function postDocuments(companyId: string, { files, onProgress }: Upload): Promise<CompanyDocument[]> {
  const form = new FormData();
  form.append('company_id', companyId);
  form.append('timestamp', String(Date.now()));
  for (const file of files) form.append('documents', file, file.name);
  return uploadWithProgress(documentRoutes.upload, { params: { companyId }, body: form }, { onProgress, failed: documentMessages.failed });
}

/**
 * POST /api/company-documents/{companyId}. The list is refetched either way; through call() that also
 * ends the session when the upload failed with a 401.
 */
export function useUploadDocuments(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: Upload) => postDocuments(companyId, upload),
    onSuccess: (added) => {
      queryClient.setQueryData<CompanyDocument[]>(documentsQueryKey(companyId), (documents) => [...added, ...(documents ?? [])]);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentsQueryKey(companyId) }),
  });
}

/** DELETE /api/company-documents/{documentId}. */
export function useDeleteDocument(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(documentRoutes.remove, { params: { documentId: id } }),
    onSuccess: (_reply, id) => {
      queryClient.setQueryData<CompanyDocument[]>(documentsQueryKey(companyId), (documents) => documents?.filter((doc) => doc.id !== id));
    },
  });
}
