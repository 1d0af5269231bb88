import { CheckCircleFilled } from '@ant-design/icons';
import { Button, Modal, Typography } from 'antd';
import { useDialogFocus } from '../../../ui/use-dialog-focus';

/** Confirms that a form reached us. */
export function SuccessModal({ open, message, onClose }: { open: boolean; message: string; onClose: () => void }) {
  const focus = useDialogFocus('.ant-btn-primary');
  return (
    <Modal {...focus} open={open} onCancel={onClose} footer={null} centered width={420} title={null}>
      <div style={{ textAlign: 'center', padding: '16px 8px 4px' }}>
        <CheckCircleFilled style={{ fontSize: 48, color: '#2e9d6a' }} />
        <Typography.Title level={4} style={{ marginTop: 16 }}>
          Thank you!
        </Typography.Title>
        <Typography.Paragraph role="status">{message}</Typography.Paragraph>
        <Button type="primary" onClick={onClose} autoFocus>
          OK
        </Button>
      </div>
    </Modal>
  );
}
