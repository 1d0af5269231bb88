import { CalendarOutlined, PaperClipOutlined } from '@ant-design/icons';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ATTACHMENT_NAME_SHOWN, formatTaskDate, isOverdue, TASK_TITLE_SHOWN, truncate, type Task } from '@dealscout/domain';
import { Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { AssigneeAvatars } from './AssigneeAvatars';
import { CompleteToggle } from './CompleteToggle';
import { DragHandle } from '../../../ui/DragHandle';
import { useSortableMotion } from '../../../ui/use-sortable-motion';

export function SortableTaskCard({ task, onOpen }: { task: Task; onOpen: (task: Task) => void }) {
  const motion = useSortableMotion();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: task.id,
    ...motion,
  });
  return (
    <div
      ref={setNodeRef}
      className={isDragging ? 'ds-task-sortable is-dragging' : 'ds-task-sortable'}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <TaskCard
        task={task}
        onOpen={onOpen}
        handle={<DragHandle label={`Move task ${task.tag}`} setRef={setActivatorNodeRef} attributes={attributes} listeners={listeners} />}
      />
    </div>
  );
}

/** A card: tag and priority, title (50 characters, full on hover), dates, assignees and attachment names. */
export function TaskCard({ task, handle, onOpen }: { task: Task; handle: ReactNode; onOpen: (task: Task) => void }) {
  const title = truncate(task.title, TASK_TITLE_SHOWN);
  const overdue = isOverdue(task, new Date());
  return (
    <article className={task.is_completed ? 'ds-task-card is-completed' : 'ds-task-card'} aria-label={`${task.tag} ${task.title}`}>
      <div className="ds-task-card-top">
        {handle}
        <span className="ds-task-tag">{task.tag}</span>
        <span className="ds-task-priority" aria-label={`Priority ${task.priority}`}>
          P{task.priority}
        </span>
        <CompleteToggle task={task} />
      </div>
      <button
        type="button"
        className="ds-text-button ds-task-card-title"
        onClick={() => onOpen(task)}
        title={title === task.title ? undefined : task.title}
      >
        {title}
      </button>
      {(task.start_date || task.end_date) && (
        <p className={overdue ? 'ds-task-dates is-overdue' : 'ds-task-dates'}>
          <CalendarOutlined aria-hidden /> {formatTaskDate(task.start_date)} – {formatTaskDate(task.end_date)}
          {overdue && <span className="ds-task-overdue"> Overdue</span>}
        </p>
      )}
      {task.task_attachments.length > 0 && (
        <ul className="ds-task-files" aria-label="Attachments">
          {task.task_attachments.map((file) => (
            <li key={file.id}>
              <PaperClipOutlined aria-hidden />{' '}
              {file.name.length > ATTACHMENT_NAME_SHOWN ? (
                <Tooltip title={file.name}>{truncate(file.name, ATTACHMENT_NAME_SHOWN)}</Tooltip>
              ) : (
                file.name
              )}
            </li>
          ))}
        </ul>
      )}
      <AssigneeAvatars assignees={task.task_assignees} />
    </article>
  );
}
