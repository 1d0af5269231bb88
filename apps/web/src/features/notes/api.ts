import { noteMessages, type Note } from '@dealscout/domain';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../platform/http';
import { sortEntries } from './note-order';

export interface NoteCreate {
  note_title: string;
  notes: string;
}

export interface NoteUpdate {
  id: string;
  note_title?: string;
  pinned?: boolean;
  notes?: string;
}

export const notesQueryKey = (companyId: string) => ['company-notes', companyId] as const;

/** The message for a failed notes call: the server's error, else the generic one. */
export const noteErrorMessage = (error: unknown) => (error instanceof ApiError ? error.message : noteMessages.failed);

const path = (id: string) => `/company-notes/${encodeURIComponent(id)}`;

/** Pinned first, then by order, as the API sends them. */
const ordered = (notes: Note[]) => [...notes].sort((a, b) => Number(b.pinned) - Number(a.pinned) || a.order - b.order);

function optimistic(queryClient: QueryClient, companyId: string, change: (notes: Note[]) => Note[]) {
  const key = notesQueryKey(companyId);
  const previous = queryClient.getQueryData<Note[]>(key);
  void queryClient.cancelQueries({ queryKey: key });
  if (previous) queryClient.setQueryData<Note[]>(key, ordered(change(previous)));
  return { previous };
}

function rollback(queryClient: QueryClient, companyId: string, previous: Note[] | undefined) {
  if (previous) queryClient.setQueryData(notesQueryKey(companyId), previous);
  void queryClient.invalidateQueries({ queryKey: notesQueryKey(companyId) });
}

/** GET /api/company-notes/{companyId}. */
export function useNotes(companyId: string) {
  return useQuery({
    queryKey: notesQueryKey(companyId),
    queryFn: ({ signal }) => api<Note[]>(path(companyId), { signal }),
  });
}

/** POST /api/company-notes/{companyId}. */
export function useCreateNote(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: NoteCreate) => api<Note>(path(companyId), { method: 'POST', body: note }),
    onSuccess: (created) => {
      queryClient.setQueryData<Note[]>(notesQueryKey(companyId), (notes) => ordered([...(notes ?? []), created]));
      void queryClient.invalidateQueries({ queryKey: notesQueryKey(companyId) });
    },
  });
}

/** PUT /api/company-notes/{companyId}: text, title or pinned, applied at once and undone on failure. */
export function useUpdateNote(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: NoteUpdate) => api<Note>(path(companyId), { method: 'PUT', body: update }),
    onMutate: (update) =>
      optimistic(queryClient, companyId, (notes) => notes.map((note) => (note.id === update.id ? { ...note, ...update } : note))),
    onError: (_error, _update, context) => rollback(queryClient, companyId, context?.previous),
    onSuccess: (saved, update) => {
      queryClient.setQueryData<Note[]>(notesQueryKey(companyId), (notes) =>
        ordered((notes ?? []).map((note) => (note.id === saved.id ? saved : note))),
      );
      if (update.pinned !== undefined) void queryClient.invalidateQueries({ queryKey: notesQueryKey(companyId) });
    },
  });
}

/** PUT /api/company-notes/{companyId}/sort with the notes in their new order (see applyLists). */
export function useSortNotes(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (next: Note[]) => api<Note[]>(`${path(companyId)}/sort`, { method: 'PUT', body: { notes: sortEntries(next) } }),
    onMutate: (next) => optimistic(queryClient, companyId, () => next),
    onError: (_error, _next, context) => rollback(queryClient, companyId, context?.previous),
    onSuccess: (saved) => queryClient.setQueryData(notesQueryKey(companyId), ordered(saved)),
  });
}

/** DELETE /api/company-notes/{noteId}. */
export function useDeleteNote(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<null>(path(id), { method: 'DELETE' }),
    onSuccess: (_reply, id) => {
      queryClient.setQueryData<Note[]>(notesQueryKey(companyId), (notes) => notes?.filter((note) => note.id !== id));
    },
  });
}
