import type { TaskHistoryItem } from '@dealscout/domain';
import { Alert, Collapse, Empty, Modal, Spin } from 'antd';
import { useTaskHistory } from '../api';

interface TaskHistoryModalProps {
  open: boolean;
  companyId: string;
  onClose: () => void;
}

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** What happened to the company's tasks, newest first; an item with an old value expands to show it and the new one. */
export function TaskHistoryModal({ open, companyId, onClose }: TaskHistoryModalProps) {
  const history = useTaskHistory(companyId, open);
  return (
    <Modal open={open} title="Task History" onCancel={onClose} footer={null} width={{ xs: '100%', sm: 720 }} destroyOnHidden>
      {history.isError ? (
        <Alert type="error" showIcon title={history.error.message} />
      ) : !history.data ? (
        <Spin aria-label="Loading the history" />
      ) : history.data.length === 0 ? (
        <Empty description="No history yet" />
      ) : (
        <ol className="ds-task-history" aria-label="History items">
          {history.data.map((item) => (
            <li key={item.id}>{item.old_value === null ? <Plain item={item} /> : <Expandable item={item} />}</li>
          ))}
        </ol>
      )}
    </Modal>
  );
}

function Heading({ item }: { item: TaskHistoryItem }) {
  return (
    <span className="ds-task-history-heading">
      <span>{item.content}</span>
      <time dateTime={item.created}>{when(item.created)}</time>
    </span>
  );
}

function Plain({ item }: { item: TaskHistoryItem }) {
  return (
    <div className="ds-task-history-plain">
      <Heading item={item} />
    </div>
  );
}

function Expandable({ item }: { item: TaskHistoryItem }) {
  return (
    <Collapse
      size="small"
      items={[
        {
          key: item.id,
          label: <Heading item={item} />,
          children: (
            <dl className="ds-task-history-values">
              <dt>Before</dt>
              <dd>{item.old_value}</dd>
              <dt>After</dt>
              <dd>{item.new_value ?? '-'}</dd>
            </dl>
          ),
        },
      ]}
    />
  );
}
