import { ArrowLeftOutlined, HistoryOutlined, PlusOutlined } from '@ant-design/icons';
import { columnMessages, taskMessages, type BoardColumn, type Company, type Task } from '@dealscout/domain';
import { Alert, App, Button, Spin, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../platform/paths';
import { endedSession, errorMessage } from '../../../platform/api-error';
import { ColumnNameDialog } from '../../../ui/ColumnNameDialog';
import { useDebouncedValue } from '../../../ui/useDebouncedValue';
import { useBoardColumns, useCreateBoardColumn, useDeleteBoardColumn, useRenameBoardColumn, useTasks } from '../api';
import { taskByTag } from '../task-board';
import { useBoardEvents } from '../use-board-events';
import { TaskBoard } from './TaskBoard';
import { TaskDetailModal } from './TaskDetailModal';
import { TaskFormModal } from './TaskFormModal';
import { TaskHistoryModal } from './TaskHistoryModal';
import { TaskSummaryTiles } from './TaskSummaryTiles';
import { SearchInput } from '../../../ui/SearchInput';
import '../tasks.css';

const SEARCH_DEBOUNCE_MS = 500;

type Dialog = { kind: 'add-task' } | { kind: 'edit-task'; task: Task } | { kind: 'add-column' } | { kind: 'history' } | null;

/** The header, Tasks Summary, search and the board of one company, with the task and column dialogs. */
export function TaskBoardPage({ company }: { company: Company }) {
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  const columns = useBoardColumns(company.id);
  const tasks = useTasks(company.id);
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [params, setParams] = useSearchParams();
  const openTag = params.get('task');
  const createColumn = useCreateBoardColumn(company.id);
  const renameColumn = useRenameBoardColumn(company.id);
  const deleteColumn = useDeleteBoardColumn(company.id);
  useBoardEvents(company.id);

  const opened = openTag && tasks.data ? taskByTag(tasks.data, openTag) : undefined;
  const missingTag = !!openTag && !!tasks.data && !opened;
  useEffect(() => {
    if (missingTag) void message.error(taskMessages.notFound);
  }, [missingTag, openTag, message]);
  const showTask = (task: Task | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (task) next.set('task', task.tag);
        else next.delete('task');
        return next;
      },
      { replace: !task },
    );

  const failed = (error: unknown) => {
    if (!endedSession(error)) void message.error(errorMessage(error, columnMessages.failed));
  };
  const confirmDeleteColumn = (column: BoardColumn) =>
    modal.confirm({
      title: `Delete the column ${column.name}?`,
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: () => deleteColumn.mutateAsync(column.id).then(() => void message.success(columnMessages.deleted), failed),
    });

  const error = columns.error ?? tasks.error;
  return (
    <div className="ds-tasks-page">
      <header className="ds-tasks-header">
        <Button
          icon={<ArrowLeftOutlined aria-hidden />}
          aria-label="Back"
          onClick={() => (history.length > 1 ? navigate(-1) : navigate(paths.companies))}
        />
        <h1 className="ds-tasks-title">{company.company_name}</h1>
        {company.shared && <Tag color="blue">Shared</Tag>}
      </header>
      <TaskSummaryTiles tasks={tasks.data ?? []} columns={columns.data ?? []} />
      <div className="ds-tasks-toolbar">
        <SearchInput className="ds-tasks-search" placeholder="Search tasks" label="Search tasks" value={search} onChange={setSearch} />
        <div className="ds-tasks-actions">
          <Button icon={<HistoryOutlined aria-hidden />} onClick={() => setDialog({ kind: 'history' })}>
            Task History
          </Button>
          <Button icon={<PlusOutlined aria-hidden />} onClick={() => setDialog({ kind: 'add-column' })}>
            Add column
          </Button>
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            disabled={!columns.data?.length}
            onClick={() => setDialog({ kind: 'add-task' })}
          >
            Add task
          </Button>
        </div>
      </div>
      {missingTag && <Alert type="warning" showIcon title={taskMessages.notFound} closable onClose={() => showTask(null)} />}
      {error ? (
        !endedSession(error) && <Alert type="error" showIcon title={error.message} />
      ) : !columns.data || !tasks.data ? (
        <Spin className="ds-tasks-loading" aria-label="Loading the tasks" />
      ) : (
        <TaskBoard
          companyId={company.id}
          columns={columns.data}
          tasks={tasks.data}
          search={term}
          onOpen={showTask}
          onRenameColumn={(column, name) => renameColumn.mutate({ columnId: column.id, name }, { onError: failed })}
          onDeleteColumn={confirmDeleteColumn}
        />
      )}
      {opened && (
        <TaskDetailModal
          task={opened}
          company={company}
          onEdit={() => setDialog({ kind: 'edit-task', task: opened })}
          onClose={() => showTask(null)}
        />
      )}
      <TaskFormModal
        open={dialog?.kind === 'add-task' || dialog?.kind === 'edit-task'}
        task={dialog?.kind === 'edit-task' ? dialog.task : undefined}
        company={company}
        columns={columns.data ?? []}
        onClose={() => setDialog(null)}
      />
      <TaskHistoryModal open={dialog?.kind === 'history'} companyId={company.id} onClose={() => setDialog(null)} />
      <ColumnNameDialog
        open={dialog?.kind === 'add-column'}
        title="Add column"
        submitLabel="Add column"
        saving={createColumn.isPending}
        onSave={(name) => createColumn.mutateAsync(name)}
        successMessage={columnMessages.created}
        onClose={() => setDialog(null)}
      />
    </div>
  );
}
