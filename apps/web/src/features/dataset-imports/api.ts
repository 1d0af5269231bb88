import { datasetImportRoutes, type DatasetImportKind, type DatasetImportMapping } from '@dealscout/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiUrl, call, uploadWithProgress } from '../../platform/http';

const progressKey = (kind: DatasetImportKind) => ['dataset-imports', kind, 'progress'];

/** POST /api/dataset-imports/{kind}/uploads: the CSV goes up with its progress; the reply holds the headers, the guessed mapping and the first rows checked. */
export const useUploadImportFile = () =>
  useMutation({
    mutationFn: ({ kind, file, onProgress }: { kind: DatasetImportKind; file: File; onProgress: (percent: number) => void }) => {
      const form = new FormData();
      form.append('file', file);
      return uploadWithProgress(datasetImportRoutes.upload, { params: { kind }, body: form }, { onProgress, failed: 'The upload failed' });
    },
  });

/** POST .../uploads/{uploadId}/preview: the first rows checked again through a changed mapping. */
export const usePreview = (kind: DatasetImportKind, uploadId: string, mapping: DatasetImportMapping, enabled: boolean) =>
  useQuery({
    queryKey: ['dataset-imports', kind, 'preview', uploadId, mapping],
    queryFn: ({ signal }) => call(datasetImportRoutes.preview, { params: { kind, uploadId }, body: { mapping } }, { signal }),
    enabled,
    staleTime: Infinity,
  });

/** POST /api/dataset-imports/{kind}/run: starts the import; its progress is polled from then on. */
export const useStartImport = (kind: DatasetImportKind) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { upload_id: string; mapping: DatasetImportMapping }) => call(datasetImportRoutes.start, { params: { kind }, body }),
    onSuccess: (progress) => queryClient.setQueryData(progressKey(kind), progress),
  });
};

/** GET /api/dataset-imports/{kind}/run: the kind's import, read every second while it runs (null when none ran). */
export const useImportProgress = (kind: DatasetImportKind) =>
  useQuery({
    queryKey: progressKey(kind),
    queryFn: ({ signal }) => call(datasetImportRoutes.progress, { params: { kind } }, { signal }),
    refetchInterval: (query) => (query.state.data?.state === 'running' ? 1_000 : false),
  });

/** The address of the last finished import's report (a download: the session cookie goes with it). */
export const reportUrl = (kind: DatasetImportKind) => apiUrl(datasetImportRoutes.report, { params: { kind } });
