import type { User } from '@dealscout/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form } from 'antd';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { paths, signedInHome } from '../../../platform/paths';
import { sessionQueryKey, useSession } from '../../../platform/session';
import { applyServerErrors } from '../../../ui/zod-rule';
import { usePasswordChecklist } from '../../accounts/components/usePasswordChecklist';
import { useChangePassword } from '../api';
import { AuthLoading } from '../components/AuthLoading';
import { NewPasswordFields, newPasswordFieldNames, type NewPasswordValues } from '../components/NewPasswordFields';
import '../auth-pages.css';

/** /set-password: the forced change after the first sign-in with a default password (spec part 1 §2). */
export function SetPasswordPage() {
  const session = useSession();
  const [submitted, setSubmitted] = useState(false);
  if (session.isPending) return <AuthLoading label="Loading" />;
  const user = session.data;
  if (!user) return <Navigate to={paths.signIn} replace />;
  if (user.is_logged_once !== 0 && !submitted) return <Navigate to={signedInHome(user)} replace />;
  return <SetPasswordForm email={user.email} onSubmitting={setSubmitted} />;
}

function SetPasswordForm({ email, onSubmitting }: { email: string; onSubmitting: (submitting: boolean) => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<NewPasswordValues>();
  const password = Form.useWatch('new_password', form) ?? '';
  const checklist = usePasswordChecklist(password, email);
  const change = useChangePassword();
  const [error, setError] = useState<string | null>(null);

  const submit = ({ new_password, confirm_password }: NewPasswordValues) => {
    setError(null);
    onSubmitting(true);
    change.mutate(
      { new_password, confirm_password, type: 'change' },
      {
        onSuccess: () => {
          const user = queryClient.getQueryData<User | null>(sessionQueryKey);
          navigate(user ? signedInHome(user) : paths.firmOverview, { replace: true });
        },
        onError: (failure) => {
          onSubmitting(false);
          setError(applyServerErrors(form, failure, newPasswordFieldNames));
        },
      },
    );
  };

  return (
    <>
      <header className="ds-auth-head">
        <h1>Change password</h1>
        <p>You signed in with a temporary password. Choose your own password to continue.</p>
      </header>
      {error && <Alert type="error" showIcon title={error} className="ds-auth-alert" />}
      <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} noValidate>
        <NewPasswordFields checklist={checklist} email={email} requireChecklist />
        <Button type="primary" htmlType="submit" size="large" block loading={change.isPending}>
          Update Password
        </Button>
      </Form>
    </>
  );
}
