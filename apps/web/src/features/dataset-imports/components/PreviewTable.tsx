import type { ImportField, PreviewRow } from '@dealscout/domain';
import { Table } from 'antd';

interface PreviewTableProps {
  fields: readonly ImportField[];
  rows: PreviewRow[];
  loading: boolean;
}

/** The file's first rows as they would import, each with its problems on the row (none: it imports). */
export function PreviewTable({ fields, rows, loading }: PreviewTableProps) {
  return (
    // Scrolls sideways when the fields are many or the screen narrow; focusable so a keyboard can scroll it too.
    <div className="ds-imports-preview-scroll" tabIndex={0} role="region" aria-label="Preview of the first rows">
      <Table<PreviewRow>
        className="ds-imports-preview"
        size="small"
        pagination={false}
        loading={loading}
        rowKey="line"
        dataSource={rows}
        rowClassName={(row) => (row.problems.length ? 'ds-imports-problem-row' : '')}
        columns={[
          { title: 'Line', dataIndex: 'line', key: 'line', width: 60 },
          {
            title: 'Problems',
            key: 'problems',
            width: 260,
            render: (_, row) =>
              row.problems.length ? (
                <ul className="ds-imports-problems">
                  {row.problems.map((problem) => (
                    <li key={problem}>{problem}</li>
                  ))}
                </ul>
              ) : (
                <span className="ds-imports-ok">Imports</span>
              ),
          },
          ...fields.map((field) => ({
            title: field.label,
            key: field.name,
            render: (_: unknown, row: PreviewRow) => <span className="ds-imports-cell">{row.cells[field.name]}</span>,
          })),
        ]}
      />
    </div>
  );
}
