import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import { DOCUMENTS_LIST_HEIGHT, documentMessages, formatFileSize, type CompanyDocument } from '@dealscout/domain';
import { App, Button, Empty, Table, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { documentErrorMessage, useDeleteDocument } from '../api';

interface DocumentTableProps {
  companyId: string;
  documents: CompanyDocument[];
  loading: boolean;
}

export function DocumentTable({ companyId, documents, loading }: DocumentTableProps) {
  const { modal, message } = App.useApp();
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
          (error: unknown) => void message.error(documentErrorMessage(error)),
        ),
    });

  const columns: TableColumnsType<CompanyDocument> = [
    { title: 'Name', dataIndex: 'name', ellipsis: { showTitle: true }, width: 220 },
    { title: 'Type', dataIndex: 'doc_type', width: 80, render: (type: string) => type || 'TXT' },
    { title: 'Size', dataIndex: 'doc_size', width: 110, render: (size: number) => formatFileSize(size) },
    { title: 'Uploaded by', dataIndex: 'uploaded_by', ellipsis: true, width: 150 },
    { title: 'Uploaded on', dataIndex: 'uploaded_on', width: 120, render: (date: string) => dayjs(date).format('MM/DD/YYYY') },
    {
      title: <span className="ds-visually-hidden">Actions</span>,
      key: 'actions',
      width: 150,
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
      scroll={{ x: 830, y: DOCUMENTS_LIST_HEIGHT }}
      locale={{ emptyText: <Empty description="No documents uploaded yet" /> }}
    />
  );
}
