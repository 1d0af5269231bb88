import { DownloadOutlined } from '@ant-design/icons';
import { formatBillingDate, formatUsd, type Invoice } from '@dealscout/domain';
import { Alert, Button, Card, Grid, Table, Tag } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../platform/api-error';
import { useDownloadInvoice } from '../api';
import { billingTagColour } from '../tag-colours';

const c = billingTagColour;
const STATUS_COLOR: Record<Invoice['status'], string> = {
  paid: c.good,
  open: c.warning,
  draft: c.neutral,
  uncollectible: c.bad,
  void: c.neutral,
};

const statusTag = (status: Invoice['status']) => <Tag color={STATUS_COLOR[status]}>{status.charAt(0).toUpperCase() + status.slice(1)}</Tag>;

/** Invoicing: Number, Date, Amount in USD, Status, Download (spec part 2 §2); on a phone the date and status sit under the number. */
export function InvoicesTable({ invoices }: { invoices: Invoice[] }) {
  const phone = !!Grid.useBreakpoint().xs;
  const download = useDownloadInvoice();
  const [downloading, setDownloading] = useState<string | null>(null);
  return (
    <Card className="ds-account-card" title={<h2 className="ds-account-card-title">Invoicing</h2>}>
      {download.isError && <Alert className="ds-billing-alert" type="error" showIcon title={errorMessage(download.error)} />}
      {/* Scrolls sideways on a phone; focusable so a keyboard can scroll it too. */}
      <div className="ds-billing-table" tabIndex={0} role="region" aria-label="Invoices">
        <Table<Invoice>
          rowKey="id"
          size="middle"
          pagination={false}
          dataSource={invoices}
          locale={{ emptyText: 'No invoices yet' }}
          columns={[
            {
              title: 'Number',
              dataIndex: 'number',
              render: (number: string, invoice) =>
                phone ? (
                  <div className="ds-billing-invoice-cell">
                    <span>{number}</span>
                    <span>{formatBillingDate(invoice.date)}</span>
                    {statusTag(invoice.status)}
                  </div>
                ) : (
                  number
                ),
            },
            { title: 'Date', dataIndex: 'date', hidden: phone, render: (date: number) => formatBillingDate(date) },
            { title: 'Amount (USD)', dataIndex: 'amount', align: 'right', render: (amount: number) => formatUsd(amount) },
            { title: 'Status', dataIndex: 'status', hidden: phone, render: statusTag },
            {
              title: phone ? <span className="ds-visually-hidden">Download</span> : 'Download',
              key: 'download',
              render: (_: unknown, invoice) => (
                <Button
                  icon={<DownloadOutlined aria-hidden />}
                  aria-label={`Download invoice ${invoice.number}`}
                  loading={downloading === invoice.id && download.isPending}
                  onClick={() => {
                    setDownloading(invoice.id);
                    download.mutate(invoice.id);
                  }}
                />
              ),
            },
          ]}
        />
      </div>
    </Card>
  );
}
