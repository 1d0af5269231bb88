import { API_CODE_LENGTH, apiAccessCodeField } from '@dealscout/domain';
import { Alert, Button, Form, Input } from 'antd';
import { zodRule } from '../../../ui/zod-rule';
import type { useGenerateApiKey } from '../api';

interface ApiCodeFormProps {
  token: string;
  email: string;
  generate: ReturnType<typeof useGenerateApiKey>;
}

/** The 8-character access code shown in the app when the link was requested. */
export function ApiCodeForm({ token, email, generate }: ApiCodeFormProps) {
  const submit = ({ access_code }: { access_code: string }) => {
    generate.mutate({ secret_key: token, access_code: apiAccessCodeField.parse(access_code) });
  };

  return (
    <Form layout="vertical" requiredMark={false} onFinish={submit}>
      <p className="ds-account-text">
        Enter the {API_CODE_LENGTH}-character access code shown on your profile page when you requested the link for{' '}
        <strong>{email}</strong>.
      </p>
      <Form.Item name="access_code" label="Access code" rules={[zodRule(apiAccessCodeField)]}>
        <Input
          size="large"
          className="ds-access-code-input"
          maxLength={API_CODE_LENGTH}
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          autoFocus
        />
      </Form.Item>
      {generate.isError && <Alert type="error" showIcon title={generate.error.message} className="ds-account-form-alert" />}
      <Button type="primary" htmlType="submit" size="large" loading={generate.isPending} block>
        Generate
      </Button>
    </Form>
  );
}
