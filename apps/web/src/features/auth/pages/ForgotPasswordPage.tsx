import { accountMessages, forgotPasswordSchema } from '@dealscout/domain';
import { Alert, Button, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { applyServerErrors, zodRule } from '../../../ui/zod-rule';
import { useForgotPassword } from '../api';
import { SUCCESS_BANNER_MS } from '../components/countdown';
import '../auth-pages.css';
import { paths } from '../../../platform/paths';

/** /forgot-password: mails a reset link. */
export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [form] = Form.useForm<{ email: string }>();
  const forgot = useForgotPassword();
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => setSent(null), SUCCESS_BANNER_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  const submit = ({ email }: { email: string }) => {
    setError(null);
    setSent(null);
    forgot.mutate(email.trim(), {
      onSuccess: (reply) => {
        form.resetFields();
        setSent(reply.message || accountMessages.forgot.sent);
      },
      onError: (failure) => setError(applyServerErrors(form, failure, ['email'])),
    });
  };

  return (
    <>
      <header className="ds-auth-head">
        <h1>Forgot Password?</h1>
        <p>Enter the email address of your account and we will send you a link to reset your password.</p>
      </header>
      {sent && <Alert type="success" showIcon title={sent} className="ds-auth-alert" />}
      {error && <Alert type="error" showIcon title={error} className="ds-auth-alert" />}
      <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} noValidate>
        <Form.Item name="email" label="Email" rules={[zodRule(forgotPasswordSchema.shape.email)]} validateTrigger="onBlur">
          <Input type="email" size="large" autoComplete="email" placeholder="you@company.com" autoFocus />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={forgot.isPending}>
          Send Reset Link
        </Button>
      </Form>
      <Button size="large" block className="ds-auth-secondary" onClick={() => navigate(paths.signIn)}>
        Back to Login
      </Button>
    </>
  );
}
