import { orderEntries, taskRoutes, type BoardColumn, type Task } from '@dealscout/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../platform/http';
import { applyToList, optimisticList, rollBackList } from '../../platform/optimistic';
import { asOrdered, movedTasks, withPlacesFrom } from './task-board';

export const boardKey = (companyId: string) => ['task-board', companyId] as const;
export const columnsKey = (companyId: string) => [...boardKey(companyId), 'columns'] as const;
export const tasksKey = (companyId: string) => [...boardKey(companyId), 'tasks'] as const;
export const historyKey = (companyId: string) => [...boardKey(companyId), 'history'] as const;

/** GET /api/company-board/{companyId}. */
export function useBoardColumns(companyId: string) {
  return useQuery({
    queryKey: columnsKey(companyId),
    queryFn: ({ signal }) => call(taskRoutes.columns, { params: { companyId } }, { signal }),
  });
}

/** GET /api/company-task/{companyId}. */
export function useTasks(companyId: string) {
  return useQuery({
    queryKey: tasksKey(companyId),
    queryFn: ({ signal }) => call(taskRoutes.list, { params: { companyId } }, { signal }),
  });
}

/** GET /api/company-task-history/{companyId}, while the history dialog is open. */
export function useTaskHistory(companyId: string, enabled: boolean) {
  return useQuery({
    queryKey: historyKey(companyId),
    queryFn: ({ signal }) => call(taskRoutes.history, { params: { companyId } }, { signal }),
    enabled,
  });
}

/**
 * The key every change of a board's tasks is made under: while one is on its way, reading the board again
 * (after a live event) could bring back what the server held before it and undo what the board shows.
 */
export const taskChangeKey = (companyId: string) => ['task-change', companyId] as const;

/** Whether a change of the board's tasks other than the one finishing now is still on its way. */
export const otherTaskChangePending = (queryClient: ReturnType<typeof useQueryClient>, companyId: string) =>
  queryClient.isMutating({ mutationKey: taskChangeKey(companyId) }) > 1;

/** After a change the board's columns, tasks and history are read again. */
const refreshBoard = (queryClient: ReturnType<typeof useQueryClient>, companyId: string) =>
  queryClient.invalidateQueries({ queryKey: boardKey(companyId) });

/** POST /api/company-board. */
export function useCreateBoardColumn(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => call(taskRoutes.createColumn, { body: { name, company_id: companyId } }),
    onSuccess: (created) => queryClient.setQueryData<BoardColumn[]>(columnsKey(companyId), (columns) => [...(columns ?? []), created]),
  });
}

/** PUT /api/company-board/{id}: shown at once, undone if the save fails. */
export function useRenameBoardColumn(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ columnId, name }: { columnId: string; name: string }) =>
      call(taskRoutes.renameColumn, { params: { id: columnId }, body: { name } }),
    ...optimisticList(
      queryClient,
      columnsKey(companyId),
      (columns: BoardColumn[], { columnId, name }: { columnId: string; name: string }) =>
        columns.map((column) => (column.id === columnId ? { ...column, name } : column)),
    ),
    onSettled: () => refreshBoard(queryClient, companyId),
  });
}

/** DELETE /api/company-board/{id} (refused while it holds tasks). */
export function useDeleteBoardColumn(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (columnId: string) => call(taskRoutes.deleteColumn, { params: { id: columnId } }),
    onSuccess: (_reply, columnId) =>
      queryClient.setQueryData<BoardColumn[]>(columnsKey(companyId), (columns) => columns?.filter((column) => column.id !== columnId)),
    onSettled: () => refreshBoard(queryClient, companyId),
  });
}

/** POST /api/company-task (multipart). */
export function useCreateTask(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => call(taskRoutes.create, { body: form }),
    onSuccess: (created) => queryClient.setQueryData<Task[]>(tasksKey(companyId), (tasks) => [...(tasks ?? []), created]),
    onSettled: () => refreshBoard(queryClient, companyId),
  });
}

/** PUT /api/company-task/{id} (multipart, only the changed fields). */
export function useUpdateTask(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ taskId, form }: { taskId: string; form: FormData }) => call(taskRoutes.update, { params: { id: taskId }, body: form }),
    onSuccess: (saved) =>
      queryClient.setQueryData<Task[]>(tasksKey(companyId), (tasks) => tasks?.map((task) => (task.id === saved.id ? saved : task))),
    onSettled: () => refreshBoard(queryClient, companyId),
  });
}

/** DELETE /api/company-task/{id}. */
export function useDeleteTask(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (taskId: string) => call(taskRoutes.remove, { params: { id: taskId } }),
    onSuccess: (_reply, taskId) =>
      queryClient.setQueryData<Task[]>(tasksKey(companyId), (tasks) => tasks?.filter((task) => task.id !== taskId)),
    onSettled: () => refreshBoard(queryClient, companyId),
  });
}

/** POST /api/company-task-complete/{id}: toggled at once, rolled back if the call fails (spec part 1 §4). */
export function useCompleteTask(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: taskChangeKey(companyId),
    mutationFn: ({ taskId, completed }: { taskId: string; completed: boolean }) =>
      call(taskRoutes.complete, { params: { id: taskId }, body: { completed } }),
    ...optimisticList(queryClient, tasksKey(companyId), (tasks: Task[], { taskId, completed }: { taskId: string; completed: boolean }) =>
      tasks.map((task) => (task.id === taskId ? { ...task, is_completed: completed } : task)),
    ),
    onSuccess: (saved) =>
      queryClient.setQueryData<Task[]>(tasksKey(companyId), (tasks) =>
        tasks?.map((task) => (task.id === saved.id ? { ...task, is_completed: saved.is_completed } : task)),
      ),
    // The last change on its way reads the board again (live events wait for it: use-board-events.ts).
    onSettled: () => (otherTaskChangePending(queryClient, companyId) ? undefined : refreshBoard(queryClient, companyId)),
  });
}

export interface TaskMove {
  taskId: string;
  status: string;
  index: number;
}

/**
 * PATCH /api/company-task/{taskId} after a drop: the board shows the move at once and sends the new
 * order of the columns it touched; the server places the task and answers with the board as it is.
 */
export function useMoveTask(companyId: string, columns: BoardColumn[]) {
  const queryClient = useQueryClient();
  const key = tasksKey(companyId);
  return useMutation({
    mutationKey: taskChangeKey(companyId),
    mutationFn: ({ move, before }: { move: TaskMove; before: Task[] }) => {
      const from = before.find((task) => task.id === move.taskId)!.status.id;
      const after = movedTasks(before, columns, move.taskId, move.status, move.index);
      const body = { new_order: orderEntries(after.map(asOrdered), [from, move.status]) };
      return call(taskRoutes.reorder, { params: { taskId: move.taskId }, body });
    },
    onMutate: ({ move }) =>
      applyToList<Task>(queryClient, key, (tasks) => movedTasks(tasks, columns, move.taskId, move.status, move.index)),
    onError: (_error, _variables, snapshot) => rollBackList(queryClient, snapshot),
    onSuccess: (tasks) => queryClient.setQueryData<Task[]>(key, (current) => withPlacesFrom(current, tasks)),
    onSettled: () => (otherTaskChangePending(queryClient, companyId) ? undefined : refreshBoard(queryClient, companyId)),
  });
}
