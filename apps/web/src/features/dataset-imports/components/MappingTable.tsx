import type { DatasetImportMapping, ImportField } from '@dealscout/domain';
import { Select, Table } from 'antd';
import { mappingRows, withHeader, type MappingRow } from '../mapping-state';

interface MappingTableProps {
  fields: readonly ImportField[];
  headers: readonly string[];
  mapping: DatasetImportMapping;
  onChange: (mapping: DatasetImportMapping) => void;
}

const NOT_IMPORTED = '';

/** Each of our fields with the file's column that feeds it: guessed from the headers, changeable; required fields marked. */
export function MappingTable({ fields, headers, mapping, onChange }: MappingTableProps) {
  const options = [{ value: NOT_IMPORTED, label: 'Not imported' }, ...headers.map((header) => ({ value: header, label: header }))];
  return (
    <Table<MappingRow>
      className="ds-imports-mapping"
      size="small"
      pagination={false}
      rowKey={(row) => row.field.name}
      dataSource={mappingRows(fields, mapping)}
      rowClassName={(row) => (row.missing ? 'ds-imports-missing' : '')}
      columns={[
        {
          title: 'Our field',
          key: 'field',
          render: (_, row) => (
            <div className="ds-imports-field">
              <span className="ds-imports-field-label">
                {row.field.label}
                {row.field.required && <span className="ds-imports-required"> (required)</span>}
              </span>
              <span className="ds-imports-help">{row.field.help}</span>
            </div>
          ),
        },
        {
          title: 'Column in your file',
          key: 'header',
          width: '45%',
          render: (_, row) => (
            <Select
              className="ds-imports-select"
              aria-label={`Column for ${row.field.label}`}
              value={row.header ?? NOT_IMPORTED}
              options={options}
              status={row.missing ? 'error' : undefined}
              showSearch
              onChange={(header: string) => onChange(withHeader(mapping, row.field.name, header === NOT_IMPORTED ? null : header))}
            />
          ),
        },
      ]}
    />
  );
}
