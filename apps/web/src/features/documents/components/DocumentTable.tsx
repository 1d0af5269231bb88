import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import { DOCUMENTS_LIST_HEIGHT, documentMessages, formatFileSize, type CompanyDocument } from '@dealscout/domain';
import { App, Button, Empty, Grid, Table, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { errorMessage } from '../../../platform/api-error';
import { useDeleteDocument } from '../api';

interface DocumentTableProps {
  companyId: string;
  documents: CompanyDocument[];
  loading: boolean;
}

const typeOf = (document: CompanyDocument) => document.doc_type || 'TXT';
const dateOf = (document: CompanyDocument) => dayjs(document.uploaded_on).format('MM/DD/YYYY');

const wideColumns: TableColumnsType<CompanyDocument> = [
  { title: 'Name', dataIndex: 'name', ellipsis: { showTitle: true }, width: 220 },
  { title: 'Type', key: 'type', width: 80, render: (_value, document) => typeOf(document) },
  { title: 'Size', dataIndex: 'doc_size', width: 110, render: (size: number) => formatFileSize(size) },
  { title: 'Uploaded by', dataIndex: 'uploaded_by', ellipsis: true, width: 150 },
  { title: 'Uploaded on', key: 'uploaded_on', width: 120, render: (_value, document) => dateOf(document) },
];

// Phones get one column with the details under the name instead of a table wider than the screen.
const phoneColumns: TableColumnsType<CompanyDocument> = [
  {
    title: 'Name',
    key: 'document',
    render: (_value, document) => (
      <div className="ds-documents-cell">
        <span className="ds-documents-name">{document.name}</span>
        <span className="ds-documents-meta">
          {typeOf(document)} · {formatFileSize(document.doc_size)} · {document.uploaded_by} · {dateOf(document)}
        </span>
      </div>
    ),
  },
];

export function DocumentTable({ companyId, documents, loading }: DocumentTableProps) {
  const { modal, message } = App.useApp();
  const phone = !!Grid.useBreakpoint().xs;
  const { mutateAsync: remove } = useDeleteDocument(companyId);

  const confirmDelete = (document: CompanyDocument) =>
    modal.confirm({
      title: 'Delete this document?',
      content: `${document.name} will be deleted for everyone who can see this company.`,
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: () =>
        remove(document.id).then(
          () => void message.success(documentMessages.deleted),
          (error: unknown) => void message.error(errorMessage(error, documentMessages.failed)),
        ),
    });

  const columns: TableColumnsType<CompanyDocument> = [
    ...(phone ? phoneColumns : wideColumns),
    {
      title: <span className="ds-visually-hidden">Actions</span>,
      key: 'actions',
      width: phone ? 128 : 150,
      render: (_value, document) => (
        <div className="ds-documents-actions">
          <a href={document.download_url} download={document.name} className="ds-documents-download">
            <DownloadOutlined aria-hidden /> Download<span className="ds-visually-hidden"> {document.name}</span>
          </a>
          <Button
            type="text"
            danger
            size="small"
            icon={<DeleteOutlined />}
            aria-label={`Delete ${document.name}`}
            onClick={() => confirmDelete(document)}
          />
        </div>
      ),
    },
  ];

  return (
    <Table
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={documents}
      loading={loading}
      pagination={false}
      scroll={{ x: phone || documents.length === 0 ? undefined : 830, y: DOCUMENTS_LIST_HEIGHT }}
      locale={{ emptyText: <Empty description="No documents uploaded yet" /> }}
    />
  );
}
