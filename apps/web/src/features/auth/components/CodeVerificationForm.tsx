import { accountMessages, OTP_PATTERN } from '@dealscout/domain';
import { Alert, Button, Form } from 'antd';
import { useState, type ReactNode } from 'react';
import { failureMessage } from '../api';
import { CodeInput } from './CodeInput';
import { ResendCode } from './ResendCode';

interface CodeVerificationFormProps {
  title: string;
  email: string;
  /** Checks the code; a rejection's message is shown in the banner. */
  verify: (otp: string) => Promise<unknown>;
  resend: () => Promise<{ message?: string }>;
  waitSeconds?: number;
  /** Actions under the form, e.g. 'Back to Login'. */
  children?: ReactNode;
}

/** The code step of sign-in and sign-up: six digits, Verify, resend with countdown, errors in a banner. */
export function CodeVerificationForm({ title, email, verify, resend, waitSeconds, children }: CodeVerificationFormProps) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const showError = (failure: unknown) => setError(failureMessage(failure, accountMessages.signIn.fallback));

  const submit = ({ otp }: { otp: string }) => {
    setError(null);
    setPending(true);
    verify(otp)
      .catch(showError)
      .finally(() => setPending(false));
  };

  return (
    <>
      <header className="ds-auth-head">
        <h1>{title}</h1>
        <p>
          We sent a 6-digit code to <strong className="ds-auth-email">{email}</strong>. Enter it below to continue.
        </p>
      </header>
      {error && <Alert type="error" showIcon title={error} className="ds-auth-alert" />}
      <Form layout="vertical" requiredMark={false} onFinish={submit}>
        <Form.Item
          name="otp"
          label="Verification code"
          validateTrigger="onComplete"
          rules={[{ required: true, pattern: OTP_PATTERN, message: accountMessages.code.format }]}
        >
          <CodeInput />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={pending}>
          Verify
        </Button>
      </Form>
      <ResendCode send={resend} onStart={() => setError(null)} onError={showError} waitSeconds={waitSeconds} />
      {children}
    </>
  );
}
