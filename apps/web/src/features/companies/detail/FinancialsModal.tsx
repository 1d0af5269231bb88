import { financialRows, formatMoney, type FinancialRow, type UserInput } from '@dealscout/domain';
import { Empty, Modal, Table, type TableColumnsType } from 'antd';

interface FinancialsModalProps {
  open: boolean;
  userInput: UserInput;
  onClose: () => void;
}

const money = (value: FinancialRow['revenue']) => formatMoney(value);

const columns: TableColumnsType<FinancialRow> = [
  { title: 'Year', dataIndex: 'year', render: (year: number) => `Year ${year}` },
  { title: 'Revenue', dataIndex: 'revenue', align: 'right', render: money },
  { title: 'Expenses', dataIndex: 'expenses', align: 'right', render: money },
  { title: 'EBITDA', dataIndex: 'ebitda', align: 'right', render: money },
];

/** Revenue, expenses and EBITDA by year, from the questionnaire's financials. */
export function FinancialsModal({ open, userInput, onClose }: FinancialsModalProps) {
  return (
    <Modal open={open} title="Financials" onCancel={onClose} footer={null} width={{ xs: '100%', sm: 640 }} rootClassName="ds-detail-modal">
      <Table
        rowKey="year"
        size="small"
        columns={columns}
        dataSource={financialRows(userInput)}
        pagination={false}
        locale={{ emptyText: <Empty description="No financials yet" /> }}
      />
    </Modal>
  );
}
