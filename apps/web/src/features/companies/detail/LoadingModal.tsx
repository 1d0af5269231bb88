import { Modal, Skeleton } from 'antd';

/** Shown while a modal's code arrives. */
export function LoadingModal({ title, open, onClose }: { title: string; open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} title={title} footer={null} onCancel={onClose}>
      <div aria-busy="true" aria-label={`Loading ${title.toLowerCase()}`}>
        <Skeleton active paragraph={{ rows: 4 }} />
      </div>
    </Modal>
  );
}
