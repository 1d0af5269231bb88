import { UserOutlined } from '@ant-design/icons';
import { accountMessages, initials, profileUpdateSchema, type User } from '@dealscout/domain';
import { App, Avatar, Button, Card, Col, Form, Input, Row } from 'antd';
import type { Rule } from 'antd/es/form';
import { applyServerErrors, zodRule } from '../../../ui/zod-rule';
import { endedSession } from '../../../platform/api-error';
import { useUpdateProfile, type ProfileNames } from '../api';

const m = accountMessages.profile;

/** The schema would call a name of only spaces missing; the spec calls it invalid. */
const notBlank = (message: string): Rule => ({
  validator: async (_rule, value: unknown) => {
    if (typeof value === 'string' && value.length > 0 && value.trim() === '') throw new Error(message);
  },
});

const firstNameRules = [notBlank(m.firstNameInvalid), zodRule(profileUpdateSchema.shape.first_name)];
const lastNameRules = [notBlank(m.lastNameInvalid), zodRule(profileUpdateSchema.shape.last_name)];

/** Name, e-mail and organization; only the names can change, and Update waits for a change. */
export function PersonalInfoCard({ user }: { user: User }) {
  const [form] = Form.useForm<ProfileNames>();
  const { message } = App.useApp();
  const update = useUpdateProfile();
  const firstName = Form.useWatch('first_name', form) ?? user.first_name;
  const lastName = Form.useWatch('last_name', form) ?? user.last_name;
  const changed = firstName !== user.first_name || lastName !== user.last_name;
  const avatarText = initials(`${user.first_name} ${user.last_name}`);

  const submit = (values: ProfileNames) => {
    const names = { first_name: values.first_name.trim(), last_name: values.last_name.trim() };
    update.mutate(names, {
      onSuccess: ({ user: saved }) => {
        form.setFieldsValue({ first_name: saved.first_name, last_name: saved.last_name });
        void message.success(m.updated);
      },
      onError: (error) => {
        if (endedSession(error)) return;
        applyServerErrors(form, error, ['first_name', 'last_name']);
        void message.error(m.updateFailed);
      },
    });
  };

  return (
    <Card title={<h2 className="ds-account-card-title">Personal Information</h2>} className="ds-account-card">
      <div className="ds-profile-identity">
        <Avatar size={64} className="ds-profile-avatar" icon={avatarText ? undefined : <UserOutlined />} aria-hidden>
          {avatarText}
        </Avatar>
        <div className="ds-profile-identity-text">
          <strong>{`${user.first_name} ${user.last_name}`.trim() || user.email}</strong>
          <span>{user.email}</span>
        </div>
      </div>
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ first_name: user.first_name, last_name: user.last_name }}
        onFinish={submit}
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="first_name" label="First name" rules={firstNameRules} validateFirst>
              <Input autoComplete="given-name" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="last_name" label="Last name" rules={lastNameRules} validateFirst>
              <Input autoComplete="family-name" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Email" htmlFor="profile-email">
              <Input id="profile-email" value={user.email} readOnly variant="filled" autoComplete="email" />
            </Form.Item>
          </Col>
          {user.organization && (
            <Col xs={24} md={12}>
              <Form.Item label="Organization" htmlFor="profile-organization">
                <Input id="profile-organization" value={user.organization.name} readOnly variant="filled" autoComplete="organization" />
              </Form.Item>
            </Col>
          )}
        </Row>
        <Button type="primary" htmlType="submit" disabled={!changed} loading={update.isPending}>
          Update
        </Button>
      </Form>
    </Card>
  );
}
