import { documentMessages, documentSchema, type CompanyDocument } from '@dealscout/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError } from '../../platform/api-error';
import { api, checkReply } from '../../platform/http';

// Checked in development and tests only (platform/http.ts).
const replies = import.meta.env.PROD ? undefined : { documents: z.array(documentSchema) };

export const documentsQueryKey = (companyId: string) => ['company-documents', companyId] as const;

const path = (id: string) => `/company-documents/${encodeURIComponent(id)}`;

/** GET /api/company-documents/{companyId}. */
export function useDocuments(companyId: string) {
  return useQuery({
    queryKey: documentsQueryKey(companyId),
    queryFn: ({ signal }) => api(path(companyId), { signal, reply: replies?.documents }),
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
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api${path(companyId)}`);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const body: unknown = request.response;
      if (request.status < 200 || request.status >= 300) reject(new ApiError(request.status, body));
      else {
        try {
          resolve(checkReply(replies?.documents, body, `POST /api${path(companyId)}`));
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
 * POST /api/company-documents/{companyId}. The list is refetched either way; through api() that also
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
    mutationFn: (id: string) => api(path(id), { method: 'DELETE' }),
    onSuccess: (_reply, id) => {
      queryClient.setQueryData<CompanyDocument[]>(documentsQueryKey(companyId), (documents) => documents?.filter((doc) => doc.id !== id));
    },
  });
}
