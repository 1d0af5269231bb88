import { Alert, Button, Modal } from 'antd';
import { useDocuments } from '../api';
import { DocumentDropzone } from './DocumentDropzone';
import { DocumentTable } from './DocumentTable';
import '../documents.css';

interface DocumentsModalProps {
  open: boolean;
  companyId: string;
  onClose: () => void;
}

export function DocumentsModal({ open, companyId, onClose }: DocumentsModalProps) {
  return (
    <Modal
      open={open}
      title="Documents"
      onCancel={onClose}
      footer={null}
      width={{ xs: '100%', sm: 920 }}
      rootClassName="ds-documents-modal"
      destroyOnHidden
    >
      <DocumentsPanel companyId={companyId} />
    </Modal>
  );
}

function DocumentsPanel({ companyId }: { companyId: string }) {
  const documents = useDocuments(companyId);
  return (
    <div className="ds-documents">
      <DocumentDropzone companyId={companyId} existingNames={documents.data?.map((document) => document.name) ?? []} />
      {documents.isError ? (
        <Alert
          type="error"
          showIcon
          title={documents.error.message}
          action={<Button onClick={() => void documents.refetch()}>Try again</Button>}
        />
      ) : (
        <DocumentTable companyId={companyId} documents={documents.data ?? []} loading={documents.isPending} />
      )}
    </div>
  );
}
