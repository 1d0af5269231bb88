import { noteSchema, type Note, type noteCreateSchema, type noteUpdateSchema } from '@dealscout/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../platform/http';
import { optimisticList } from '../../platform/optimistic';
import { sortEntries } from './note-order';

// Checked in development and tests only (platform/http.ts).
const replies = import.meta.env.PROD ? undefined : { note: noteSchema, notes: z.array(noteSchema) };

export const notesQueryKey = (companyId: string) => ['company-notes', companyId] as const;

const path = (id: string) => `/company-notes/${encodeURIComponent(id)}`;

/** Pinned first, then by order, as the API sends them. */
const ordered = (notes: Note[]) => [...notes].sort((a, b) => Number(b.pinned) - Number(a.pinned) || a.order - b.order);

/** GET /api/company-notes/{companyId}. */
export function useNotes(companyId: string) {
  return useQuery({
    queryKey: notesQueryKey(companyId),
    queryFn: ({ signal }) => api(path(companyId), { signal, reply: replies?.notes }),
  });
}

/** POST /api/company-notes/{companyId}. */
export function useCreateNote(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: z.input<typeof noteCreateSchema>) => api(path(companyId), { method: 'POST', body: note, reply: replies?.note }),
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
    mutationFn: (update: z.input<typeof noteUpdateSchema>) => api(path(companyId), { method: 'PUT', body: update, reply: replies?.note }),
    ...optimisticList(queryClient, notesQueryKey(companyId), (notes: Note[], update: z.input<typeof noteUpdateSchema>) =>
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
    mutationFn: (next: Note[]) =>
      api(`${path(companyId)}/sort`, { method: 'PUT', body: { notes: sortEntries(next) }, reply: replies?.notes }),
    ...optimisticList(queryClient, notesQueryKey(companyId), (_notes: Note[], next: Note[]) => ordered(next)),
    onSuccess: (saved) => queryClient.setQueryData(notesQueryKey(companyId), ordered(saved)),
  });
}

/** DELETE /api/company-notes/{noteId}. */
export function useDeleteNote(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(path(id), { method: 'DELETE' }),
    onSuccess: (_reply, id) => {
      queryClient.setQueryData<Note[]>(notesQueryKey(companyId), (notes) => notes?.filter((note) => note.id !== id));
    },
  });
}
