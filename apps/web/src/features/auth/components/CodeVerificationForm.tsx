import { accountMessages, OTP_PATTERN } from '@dealscout/domain';
import { Alert, Button } from 'antd';
import { PlainField } from '../../../ui/PlainField';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { errorMessage } from '../../../platform/api-error';
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

/**
 * The code step of sign-in and sign-up: six digits, Verify, resend with countdown, errors in a banner.
 * A refused code and a new code both leave the boxes empty for the next try.
 */
export function CodeVerificationForm({ title, email, verify, resend, waitSeconds, children }: CodeVerificationFormProps) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const check = (code: string) => (OTP_PATTERN.test(code) ? null : accountMessages.code.format);

  const startOver = () => {
    setOtp('');
    setOtpError(null);
    field.current?.focus();
  };
  const showError = (failure: unknown) => setError(errorMessage(failure, accountMessages.signIn.fallback));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const problem = check(otp);
    setOtpError(problem);
    if (problem) return;
    setPending(true);
    verify(otp)
      .catch((failure: unknown) => {
        showError(failure);
        startOver();
      })
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
      <form onSubmit={submit} noValidate>
        <PlainField id="otp" label="Verification code" error={otpError}>
          <CodeInput
            id="otp"
            ref={field}
            value={otp}
            invalid={!!otpError}
            describedBy={otpError ? 'otp-error' : undefined}
            onChange={(code) => {
              setOtp(code);
              if (otpError) setOtpError(null);
            }}
          />
        </PlainField>
        <Button type="primary" htmlType="submit" size="large" block loading={pending}>
          Verify
        </Button>
      </form>
      <ResendCode
        send={resend}
        onStart={() => setError(null)}
        onSent={() => {
          setError(null);
          startOver();
        }}
        onError={showError}
        waitSeconds={waitSeconds}
      />
      {children}
    </>
  );
}
