import {
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  contactMessageField,
  contactNameField,
  trialMessages,
  planPricesText,
} from '@dealscout/domain';
import { Form, Input } from 'antd';
import { useSession } from '../../../platform/session';
import { zodRule } from '../../../ui/zod-rule';
import { EmailFormModal } from '../../public';

type Values = { name: string; email: string; message: string };

const DEFAULT_MESSAGE = 'I would like to upgrade to the Professional plan to keep searching investors.';

/**
 * 'Upgrade Now', and Retry after a canceled payment: asks the team to upgrade the signed-in user
 * (POST /api/email, type upgrade), for those who would rather talk than go through the checkout.
 */
export function UpgradeModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { data: user } = useSession();
  return (
    <EmailFormModal<Values>
      open={open}
      onClose={onClose}
      title={trialMessages.upgrade}
      submitLabel="Send upgrade request"
      fieldNames={['name', 'email', 'message']}
      toRequest={(values) => ({ type: 'upgrade', ...values })}
      initialValues={{ name: user?.username ?? '', email: user?.email ?? '', message: DEFAULT_MESSAGE }}
    >
      <p className="ds-investor-muted">
        The Professional plan ({planPricesText()}) includes unlimited investor search. Send us this request and we will upgrade your
        account.
      </p>
      <Form.Item name="name" label="Name" rules={[zodRule(contactNameField)]}>
        <Input autoComplete="name" maxLength={CONTACT_NAME_MAX} />
      </Form.Item>
      <Form.Item name="email" label="Email">
        <Input type="email" readOnly />
      </Form.Item>
      <Form.Item name="message" label="Message" rules={[zodRule(contactMessageField)]}>
        <Input.TextArea rows={4} maxLength={CONTACT_MESSAGE_MAX} showCount />
      </Form.Item>
    </EmailFormModal>
  );
}
