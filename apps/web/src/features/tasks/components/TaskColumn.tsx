import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { TASK_COLUMN_NAME_SHOWN, type BoardColumn, type Task } from '@dealscout/domain';
import { Badge } from 'antd';
import { useState } from 'react';
import { ColumnMenu } from '../../../ui/ColumnMenu';
import { ColumnTitle } from '../../../ui/ColumnTitle';
import { COLUMN_DROP } from '../task-board';
import { SortableTaskCard } from './TaskCard';

interface TaskColumnProps {
  column: BoardColumn;
  tasks: Task[];
  /** Cards the search hides stay in place (and keep their priority), just not shown. */
  visible: (task: Task) => boolean;
  onOpen: (task: Task) => void;
  onRename: (name: string) => void;
  onDelete: () => void;
}

/** One status column: its name (truncated at 20, full on hover), its count, and its cards in priority order. */
export function TaskColumn({ column, tasks, visible, onOpen, onRename, onDelete }: TaskColumnProps) {
  const [editing, setEditing] = useState(false);
  const { setNodeRef, isOver } = useDroppable({ id: `${COLUMN_DROP}${column.id}` });
  const shown = tasks.filter(visible);
  return (
    <section className={isOver ? 'ds-task-column is-over' : 'ds-task-column'} role="listitem" aria-label={column.name}>
      <header className="ds-task-column-head">
        <ColumnTitle
          name={column.name}
          shown={TASK_COLUMN_NAME_SHOWN}
          editing={editing}
          onEdit={() => setEditing(true)}
          onRename={onRename}
          onDone={() => setEditing(false)}
        />
        <Badge count={tasks.length} showZero color="#8c9ba3" />
        <ColumnMenu name={column.name} onRename={() => setEditing(true)} onDelete={onDelete} />
      </header>
      <div ref={setNodeRef} className="ds-task-column-body">
        <SortableContext items={shown.map((task) => task.id)} strategy={verticalListSortingStrategy}>
          {shown.map((task) => (
            <SortableTaskCard key={task.id} task={task} onOpen={onOpen} />
          ))}
        </SortableContext>
        {shown.length === 0 && <p className="ds-task-column-empty">{tasks.length ? 'No task matches the search' : 'No tasks'}</p>}
      </div>
    </section>
  );
}
