import { Modal } from 'antd';
import { NotesPanel } from './NotesPanel';
import '../notes.css';

interface NotesModalProps {
  open: boolean;
  companyId: string;
  onClose: () => void;
}

/** Loaded on demand (it brings the editor and drag and drop): see the company detail page. */
export function NotesModal({ open, companyId, onClose }: NotesModalProps) {
  return (
    <Modal
      open={open}
      title="Notes"
      onCancel={onClose}
      footer={null}
      width={{ xs: '100%', sm: 720 }}
      rootClassName="ds-notes-modal"
      destroyOnHidden
    >
      <NotesPanel companyId={companyId} />
    </Modal>
  );
}
