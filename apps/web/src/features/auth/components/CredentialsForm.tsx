import { accountMessages, EMAIL_PATTERN } from '@dealscout/domain';
import { Alert, Button, Form, Input, type FormInstance } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { failureMessage, useLogin } from '../api';
import { GoogleSignInButton } from './GoogleSignInButton';

// Plain patterns rather than the zod schema: the sign-in page is the first load and stays without zod.
const emailRules = [
  { required: true, whitespace: true, message: accountMessages.signIn.emailRequired },
  { pattern: EMAIL_PATTERN, message: accountMessages.signIn.emailInvalid },
];
const passwordRules = [{ required: true, message: accountMessages.signIn.passwordRequired }];

export interface LoginValues {
  email: string;
  password: string;
}

interface CredentialsFormProps {
  /** Owned by the page, so 'Back to Login' finds the fields as they were. */
  form: FormInstance<LoginValues>;
  onChallenge: (challenge: { userId: string; email: string }) => void;
  googleClientId: string | null;
  signInWithGoogle: (credential: string) => Promise<void>;
}

const m = accountMessages.signIn;

/** Step one of sign-in: email and password (a code is mailed next), or Google. */
export function CredentialsForm({ form, onChallenge, googleClientId, signInWithGoogle }: CredentialsFormProps) {
  const login = useLogin();
  const [error, setError] = useState<string | null>(null);
  const [googleBusy, setGoogleBusy] = useState(false);

  const submit = ({ email, password }: LoginValues) => {
    setError(null);
    const address = email.trim();
    login.mutate(
      { email: address, password },
      {
        onSuccess: ({ user_id }) => onChallenge({ userId: user_id, email: address }),
        onError: (failure) => setError(failureMessage(failure, m.fallback)),
      },
    );
  };

  const google = (credential: string) => {
    setError(null);
    setGoogleBusy(true);
    signInWithGoogle(credential)
      .catch((failure: unknown) => setError(failureMessage(failure, m.googleFailed)))
      .finally(() => setGoogleBusy(false));
  };

  return (
    <>
      <header className="ds-auth-head">
        <h1>Welcome back</h1>
        <p>Log in to find and follow the buyers and investors that fit your company.</p>
      </header>
      {error && <Alert type="error" showIcon title={error} className="ds-auth-alert" />}
      <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} noValidate>
        <Form.Item name="email" label="Email" rules={emailRules} validateTrigger="onBlur">
          <Input type="email" size="large" autoComplete="email" placeholder="you@company.com" autoFocus />
        </Form.Item>
        <Form.Item name="password" label="Password" rules={passwordRules} validateTrigger="onBlur" className="ds-auth-password">
          <Input.Password size="large" autoComplete="current-password" />
        </Form.Item>
        <p className="ds-auth-forgot">
          <Link to="/forgot-password">Forgot Password?</Link>
        </p>
        <Button type="primary" htmlType="submit" size="large" block loading={login.isPending}>
          Login
        </Button>
      </Form>
      {googleClientId && (
        <>
          <p className="ds-auth-or">or</p>
          <GoogleSignInButton clientId={googleClientId} onCredential={google} onError={() => setError(m.googleFailed)} busy={googleBusy} />
        </>
      )}
      <p className="ds-auth-switch">
        New to Dealscout? <Link to="/signup">Create account</Link>
      </p>
    </>
  );
}
