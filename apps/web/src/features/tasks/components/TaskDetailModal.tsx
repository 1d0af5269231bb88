import { DeleteOutlined, EditOutlined, PaperClipOutlined } from '@ant-design/icons';
import { formatTaskDate, GENERIC_ERROR, taskMessages, type Company, type Task } from '@dealscout/domain';
import { App, Button, Descriptions, Modal, Tag } from 'antd';
import { endedSession, errorMessage } from '../../../platform/api-error';
import { useDeleteTask } from '../api';
import { CompleteToggle } from './CompleteToggle';

interface TaskDetailModalProps {
  task: Task;
  company: Company;
  onEdit: () => void;
  onClose: () => void;
}

/** A task in full, with Update, Delete and completion. */
export function TaskDetailModal({ task, company, onEdit, onClose }: TaskDetailModalProps) {
  const { message, modal } = App.useApp();
  const remove = useDeleteTask(company.id);
  const confirmDelete = () =>
    modal.confirm({
      title: `Delete ${task.tag}?`,
      content: task.title,
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: () =>
        remove.mutateAsync(task.id).then(
          () => {
            void message.success(taskMessages.deleted);
            onClose();
          },
          (error: unknown) => void (endedSession(error) || message.error(errorMessage(error, GENERIC_ERROR))),
        ),
    });
  return (
    <Modal
      open
      title={
        <span className="ds-task-detail-title">
          <Tag>{task.tag}</Tag> {task.title}
        </span>
      }
      onCancel={onClose}
      footer={
        <div className="ds-task-detail-actions">
          <CompleteToggle task={task} label />
          <Button danger icon={<DeleteOutlined aria-hidden />} onClick={confirmDelete}>
            Delete
          </Button>
          <Button type="primary" icon={<EditOutlined aria-hidden />} onClick={onEdit}>
            Update
          </Button>
        </div>
      }
      width={{ xs: '100%', sm: 640 }}
    >
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label="Column">{task.status.name}</Descriptions.Item>
        <Descriptions.Item label="Priority">{task.priority}</Descriptions.Item>
        <Descriptions.Item label="Dates">
          {formatTaskDate(task.start_date)} – {formatTaskDate(task.end_date)}
        </Descriptions.Item>
        <Descriptions.Item label="Status">{task.is_completed ? 'Completed' : 'Open'}</Descriptions.Item>
        <Descriptions.Item label="Assignees">
          {task.task_assignees.length ? task.task_assignees.map((assignee) => assignee.username).join(', ') : '-'}
        </Descriptions.Item>
        <Descriptions.Item label="Description">
          <span className="ds-task-description">{task.description || '-'}</span>
        </Descriptions.Item>
        <Descriptions.Item label="Attachments">
          {task.task_attachments.length
            ? task.task_attachments.map((file) => (
                <a key={file.id} className="ds-task-download" href={file.path} download={file.name} aria-label={`Download ${file.name}`}>
                  <PaperClipOutlined aria-hidden /> {file.name}
                </a>
              ))
            : '-'}
        </Descriptions.Item>
        <Descriptions.Item label="Created by">{task.created_by.username || '-'}</Descriptions.Item>
      </Descriptions>
    </Modal>
  );
}
