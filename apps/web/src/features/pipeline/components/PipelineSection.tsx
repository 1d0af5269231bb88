import { PlusOutlined } from '@ant-design/icons';
import { columnMessages, type Column, type Company } from '@dealscout/domain';
import { Alert, App, Button, Card, Empty, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../platform/paths';
import { endedSession, errorMessage } from '../../../platform/api-error';
import { ColumnNameDialog } from '../../../ui/ColumnNameDialog';
import { useCompanies } from '../../companies/api';
import { useSelectedCompany } from '../../companies/selected-company';
import {
  useCreatePipelineColumn,
  useDeletePipelineColumn,
  useMoveCompany,
  usePipelineColumns,
  usePlacements,
  useRenamePipelineColumn,
  useReorderPipelineColumns,
} from '../api';
import { usePipelineEvents } from '../use-pipeline-events';
import { PipelineBody } from './PipelineBody';
import { PipelineHeader } from './PipelineHeader';
import '../pipeline.css';

/**
 * Companies Pipeline (spec part 1 §2): the companies in rows, the status columns across; shared with the
 * organization's members, who see each other's moves as they happen. Picking a company opens its tasks.
 */
export function PipelineSection() {
  const columns = usePipelineColumns();
  const placements = usePlacements();
  const companies = useCompanies();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const { select } = useSelectedCompany();
  const [adding, setAdding] = useState(false);
  const create = useCreatePipelineColumn();
  const rename = useRenamePipelineColumn();
  const remove = useDeletePipelineColumn();
  const reorder = useReorderPipelineColumns();
  const move = useMoveCompany();
  usePipelineEvents();
  const byId = useMemo(() => new Map((companies.data ?? []).map((company) => [company.id, company])), [companies.data]);

  const failed = (error: unknown) => {
    if (!endedSession(error)) void message.error(errorMessage(error, columnMessages.failed));
  };
  const open = (company: Company) => {
    select(company.id);
    navigate(paths.companyTasks);
  };
  const confirmDelete = (column: Column) =>
    modal.confirm({
      title: `Delete the column ${column.name}?`,
      content: 'Its companies go back to the company list.',
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: () => remove.mutateAsync(column.id).then(() => void message.success(columnMessages.deleted), failed),
    });

  const error = columns.error ?? placements.error;
  return (
    <section className="ds-companies-section" aria-labelledby="pipeline-heading">
      <div className="ds-companies-heading">
        <h2 id="pipeline-heading" className="ds-companies-subtitle">
          Companies Pipeline
        </h2>
        <Button icon={<PlusOutlined aria-hidden />} onClick={() => setAdding(true)}>
          Add column
        </Button>
      </div>
      <Card className="ds-companies-card">
        {error ? (
          !endedSession(error) && <Alert type="error" showIcon title={error.message} />
        ) : !columns.data || !placements.data ? (
          <Spin className="ds-pipeline-loading" aria-label="Loading the pipeline" />
        ) : placements.data.length === 0 ? (
          <Empty description="No company found" />
        ) : (
          <div className="ds-pipeline-scroll">
            <div
              className="ds-pipeline"
              role="table"
              aria-label="Companies Pipeline"
              style={{ '--ds-pipeline-columns': columns.data.length } as React.CSSProperties}
            >
              <PipelineHeader
                columns={columns.data}
                onReorder={(ids) => reorder.mutate(ids, { onError: failed })}
                onRename={(column, name) => rename.mutate({ id: column.id, name }, { onError: failed })}
                onDelete={confirmDelete}
              />
              <PipelineBody
                placements={placements.data}
                columns={columns.data}
                companies={byId}
                onMove={(change) => move.mutate(change, { onError: failed })}
                onOpen={open}
              />
            </div>
          </div>
        )}
      </Card>
      <ColumnNameDialog
        open={adding}
        title="Add column"
        submitLabel="Add column"
        saving={create.isPending}
        onSave={(name) => create.mutateAsync(name)}
        successMessage={columnMessages.created}
        onClose={() => setAdding(false)}
      />
    </section>
  );
}
