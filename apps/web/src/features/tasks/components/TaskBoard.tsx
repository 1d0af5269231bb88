import { closestCorners, DndContext, type DragEndEvent, type DragOverEvent } from '@dnd-kit/core';
import { columnMessages, type BoardColumn, type Task } from '@dealscout/domain';
import { App } from 'antd';
import { useMemo, useState } from 'react';
import { endedSession, errorMessage } from '../../../platform/api-error';
import { columnKeyboardCoordinates, useBoardSensors } from '../../../ui/drag-sensors';
import { useMoveTask } from '../api';
import { dropPlace, matchesSearch, movedTasks, tasksByColumn } from '../task-board';
import { taskAnnouncements } from './announcements';
import { TaskColumn } from './TaskColumn';

interface TaskBoardProps {
  companyId: string;
  columns: BoardColumn[];
  tasks: Task[];
  search: string;
  onOpen: (task: Task) => void;
  onRenameColumn: (column: BoardColumn, name: string) => void;
  onDeleteColumn: (column: BoardColumn) => void;
}

/** The board shown while a drag crosses columns, made from the tasks it started with. */
interface Preview {
  tasks: Task[];
  basis: Task[];
}

/** The columns side by side (scrolling sideways on a phone); cards are dragged within and between columns. */
export function TaskBoard({ companyId, columns, tasks, search, onOpen, onRenameColumn, onDeleteColumn }: TaskBoardProps) {
  const { message } = App.useApp();
  const sensors = useBoardSensors(columnKeyboardCoordinates);
  const move = useMoveTask(companyId, columns);
  const [preview, setPreview] = useState<Preview | null>(null);
  // A preview made from older tasks is dropped as soon as the cache moves on (a save, a colleague's change).
  const shown = preview?.basis === tasks ? preview.tasks : tasks;
  const byColumn = useMemo(() => tasksByColumn(shown, columns), [shown, columns]);
  const titleOf = useMemo(() => {
    const titles = new Map(tasks.map((task) => [task.id, `${task.tag} ${task.title}`]));
    const names = new Map(columns.map((column) => [`column:${column.id}`, column.name]));
    return (id: string) => titles.get(id) ?? names.get(id) ?? 'the board';
  }, [tasks, columns]);

  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over) return;
    const place = dropPlace(shown, String(active.id), String(over.id));
    const current = shown.find((task) => task.id === String(active.id));
    if (place && current && place.status !== current.status.id) {
      setPreview({ tasks: movedTasks(shown, columns, current.id, place.status, place.index), basis: tasks });
    }
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const taskId = String(active.id);
    const place = over ? dropPlace(shown, taskId, String(over.id)) : null;
    const original = tasks.find((task) => task.id === taskId);
    const index = place ? place.index : -1;
    if (!place || !original) return setPreview(null);
    const final = movedTasks(shown, columns, taskId, place.status, index);
    const moved = final.find((task) => task.id === taskId)!;
    if (moved.status.id === original.status.id && moved.priority === original.priority) return setPreview(null);
    setPreview(null);
    move.mutate(
      { move: { taskId, status: moved.status.id, index: moved.priority - 1 }, before: tasks },
      { onError: (error) => void (endedSession(error) || message.error(errorMessage(error, columnMessages.failed))) },
    );
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      accessibility={{ announcements: taskAnnouncements(titleOf) }}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={() => setPreview(null)}
    >
      <div className="ds-task-board" role="list" aria-label="Task columns">
        {columns.map((column) => (
          <TaskColumn
            key={column.id}
            column={column}
            tasks={byColumn.get(column.id) ?? []}
            visible={(task) => matchesSearch(task, search)}
            onOpen={onOpen}
            onRename={(name) => onRenameColumn(column, name)}
            onDelete={() => onDeleteColumn(column)}
          />
        ))}
      </div>
    </DndContext>
  );
}
