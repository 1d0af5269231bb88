import type { TableProps } from 'antd';

/** The selected row in a light tint of the brand, its text as readable as on any other row (wrap the table in a ConfigProvider with it). */
export const SELECTED_ROW_THEME = { components: { Table: { rowSelectedBg: '#e2eef1', rowSelectedHoverBg: '#d5e7eb' } } };

/**
 * A table whose rows are chosen one at a time, the chosen one shown in a profile beside it: a radio per
 * row named after the row (keyboard and screen readers), and a click anywhere on the row.
 */
export function radioRows<Row extends { id: string; company_name: string }>(
  selectedId: string | undefined,
  onSelect: (id: string) => void,
  phone: boolean,
): Pick<TableProps<Row>, 'rowSelection' | 'onRow'> {
  return {
    rowSelection: {
      type: 'radio',
      selectedRowKeys: selectedId ? [selectedId] : [],
      onChange: (keys) => keys[0] !== undefined && onSelect(String(keys[0])),
      getCheckboxProps: (row) => ({ 'aria-label': `Select ${row.company_name}` }),
      columnWidth: phone ? 36 : 48,
    },
    onRow: (row) => ({ onClick: () => onSelect(row.id) }),
  };
}
