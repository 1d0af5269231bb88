import { accountMessages, EMAIL_PATTERN } from '@dealscout/domain';
import { Alert, Button } from 'antd';
import { lazy, Suspense, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PlainField } from '../../../ui/PlainField';
import { PlainInput } from '../../../ui/PlainInput';
import { errorMessage } from '../../../platform/api-error';
import { useLogin } from '../api';
import { paths } from '../../../platform/paths';
import { GoogleSignInUnavailable } from './GoogleSignInUnavailable';

export interface LoginValues {
  email: string;
  password: string;
}

interface CredentialsFormProps {
  /** Kept by the page, so 'Back to Login' finds the fields as they were. */
  values: LoginValues;
  onValuesChange: (values: LoginValues) => void;
  onChallenge: (challenge: { userId: string; email: string }) => void;
  /** Google's client id; null when this server has none, undefined while that is not known yet. */
  googleClientId: string | null | undefined;
  signInWithGoogle: (credential: string) => Promise<void>;
  /** Said under the heading, before the fields (a sign-up whose payment is not finished). */
  notice?: ReactNode;
}

const m = accountMessages.signIn;

// Only a server with a Google client shows the button: the rest never load it (and antd's Spin with it).
const GoogleSignInButton = lazy(() => import('./GoogleSignInButton').then((module) => ({ default: module.GoogleSignInButton })));

// Plain checks with the domain's pattern and messages: this page is the first load and uses neither antd's Form nor zod.
const emailProblem = (email: string) => (!email.trim() ? m.emailRequired : EMAIL_PATTERN.test(email.trim()) ? null : m.emailInvalid);
const passwordProblem = (password: string) => (password ? null : m.passwordRequired);

/** Step one of sign-in: email and password (a code is mailed next), or Google (disabled, with the reason, when the server has no Google client). */
export function CredentialsForm({ values, onValuesChange, onChallenge, googleClientId, signInWithGoogle, notice }: CredentialsFormProps) {
  const login = useLogin();
  const [error, setError] = useState<string | null>(null);
  const [googleBusy, setGoogleBusy] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<{ email?: string | null; password?: string | null }>({});
  const set = (field: keyof LoginValues) => (event: { target: { value: string } }) => {
    onValuesChange({ ...values, [field]: event.target.value });
    if (fieldErrors[field]) setFieldErrors({ ...fieldErrors, [field]: null });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { email, password } = values;
    const problems = { email: emailProblem(email), password: passwordProblem(password) };
    setFieldErrors(problems);
    if (problems.email || problems.password) return;
    setError(null);
    const address = email.trim();
    login.mutate(
      { email: address, password },
      {
        onSuccess: ({ user_id }) => onChallenge({ userId: user_id, email: address }),
        onError: (failure) => setError(errorMessage(failure, m.fallback)),
      },
    );
  };

  const google = (credential: string) => {
    setError(null);
    setGoogleBusy(true);
    signInWithGoogle(credential)
      .catch((failure: unknown) => setError(errorMessage(failure, m.googleFailed)))
      .finally(() => setGoogleBusy(false));
  };

  return (
    <>
      <header className="ds-auth-head">
        <h1>Welcome back</h1>
        <p>Log in to find and follow the buyers and investors that fit your company.</p>
      </header>
      {notice}
      {error && <Alert type="error" showIcon title={error} className="ds-auth-alert" />}
      <form onSubmit={submit} noValidate>
        <PlainField id="login-email" label="Email" error={fieldErrors.email}>
          <PlainInput
            id="login-email"
            type="email"
            autoComplete="email"
            placeholder="you@company.com"
            autoFocus
            value={values.email}
            onChange={set('email')}
            onBlur={() => values.email && setFieldErrors({ ...fieldErrors, email: emailProblem(values.email) })}
            invalid={!!fieldErrors.email}
            aria-invalid={!!fieldErrors.email}
            aria-describedby={fieldErrors.email ? 'login-email-error' : undefined}
          />
        </PlainField>
        <PlainField id="login-password" label="Password" error={fieldErrors.password}>
          <PlainInput
            id="login-password"
            type="password"
            autoComplete="current-password"
            value={values.password}
            onChange={set('password')}
            invalid={!!fieldErrors.password}
            aria-invalid={!!fieldErrors.password}
            aria-describedby={fieldErrors.password ? 'login-password-error' : undefined}
          />
        </PlainField>
        <p className="ds-auth-forgot">
          <Link to={paths.forgotPassword}>Forgot Password?</Link>
        </p>
        <Button type="primary" htmlType="submit" size="large" block loading={login.isPending}>
          Login
        </Button>
      </form>
      <p className="ds-auth-or">or</p>
      {googleClientId === undefined ? (
        <div className="ds-auth-google" />
      ) : googleClientId ? (
        <Suspense fallback={<div className="ds-auth-google" />}>
          <GoogleSignInButton clientId={googleClientId} onCredential={google} onError={() => setError(m.googleFailed)} busy={googleBusy} />
        </Suspense>
      ) : (
        <GoogleSignInUnavailable />
      )}
      <p className="ds-auth-switch">
        New to Dealscout? <Link to={paths.signUp}>Create account</Link>
      </p>
    </>
  );
}
