import { noteRoutes, type Note } from '@dealscout/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, type CallInput } from '../../platform/http';
import { optimisticList } from '../../platform/optimistic';
import { sortEntries } from './note-order';

type NoteUpdate = CallInput<typeof noteRoutes.update>['body'];

export const notesQueryKey = (companyId: string) => ['company-notes', companyId] as const;

/** Pinned first, then by order, as the API sends them. */
const ordered = (notes: Note[]) => [...notes].sort((a, b) => Number(b.pinned) - Number(a.pinned) || a.order - b.order);

/** GET /api/company-notes/{companyId}. */
export function useNotes(companyId: string) {
  return useQuery({
    queryKey: notesQueryKey(companyId),
    queryFn: ({ signal }) => call(noteRoutes.list, { params: { companyId } }, { signal }),
  });
}

/** POST /api/company-notes/{companyId}. */
export function useCreateNote(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: CallInput<typeof noteRoutes.create>['body']) => call(noteRoutes.create, { params: { companyId }, body: note }),
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
    mutationFn: (update: NoteUpdate) => call(noteRoutes.update, { params: { companyId }, body: update }),
    ...optimisticList(queryClient, notesQueryKey(companyId), (notes: Note[], update: NoteUpdate) =>
      ordered(notes.map((note) => (note.id === update.id ? { ...note, ...update } : note))),
    ),
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
    mutationFn: (next: Note[]) => call(noteRoutes.sort, { params: { companyId }, body: { notes: sortEntries(next) } }),
    ...optimisticList(queryClient, notesQueryKey(companyId), (_notes: Note[], next: Note[]) => ordered(next)),
    onSuccess: (saved) => queryClient.setQueryData(notesQueryKey(companyId), ordered(saved)),
  });
}

/** DELETE /api/company-notes/{noteId}. */
export function useDeleteNote(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(noteRoutes.remove, { params: { noteId: id } }),
    onSuccess: (_reply, id) => {
      queryClient.setQueryData<Note[]>(notesQueryKey(companyId), (notes) => notes?.filter((note) => note.id !== id));
    },
  });
}
