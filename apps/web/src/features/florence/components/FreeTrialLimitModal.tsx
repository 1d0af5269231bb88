import { MailOutlined } from '@ant-design/icons';
import { florenceMessages } from '@dealscout/domain';
import { Button, Modal } from 'antd';
import { useAuthConfig } from '../../accounts/api';

/** The free-trial limit modal (spec part 2 §2): a professional without Florence access, with a 'Contact Sales' mail link to the team inbox. */
export function FreeTrialLimitModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const config = useAuthConfig();
  const email = config.data?.sales_email;
  const subject = encodeURIComponent('Florence AI lists');
  return (
    <Modal
      open={open}
      title={florenceMessages.freeTrialLimit}
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          Close
        </Button>,
        email ? (
          <Button key="sales" type="primary" icon={<MailOutlined aria-hidden />} href={`mailto:${email}?subject=${subject}`}>
            Contact Sales
          </Button>
        ) : null,
      ]}
    >
      <p>Your free trial has used all the AI lists it includes. Contact Sales to keep generating lists with Florence.</p>
    </Modal>
  );
}
