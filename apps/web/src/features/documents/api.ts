import { documentMessages, documentRoutes, type CompanyDocument } from '@dealscout/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../platform/api-error';
import { apiUrl, call, checkReply, replySchemaOf } from '../../platform/http';

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

/** One multipart POST with every file; XMLHttpRequest because fetch reports no upload progress. */
function postDocuments(companyId: string, { files, onProgress }: Upload): Promise<CompanyDocument[]> {
  const form = new FormData();
  form.append('company_id', companyId);
  form.append('timestamp', String(Date.now()));
  for (const file of files) form.append('documents', file, file.name);
  const url = apiUrl(documentRoutes.upload, { params: { companyId }, body: form });
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(documentRoutes.upload.method, url);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const body: unknown = request.response;
      if (request.status < 200 || request.status >= 300) reject(new ApiError(request.status, body));
      else {
        try {
          resolve(checkReply(replySchemaOf(documentRoutes.upload), body, `POST ${url}`) as CompanyDocument[]);
        } catch (mismatch) {
          reject(mismatch);
        }
      }
    };
    request.onerror = () => reject(new Error(documentMessages.failed));
    request.send(form);
  });
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
