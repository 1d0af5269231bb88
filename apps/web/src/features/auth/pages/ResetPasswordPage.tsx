import { accountMessages } from '@dealscout/domain';
import { Alert, Button, Form } from 'antd';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { paths, signedInHome } from '../../../platform/paths';
import { useSession } from '../../../platform/session';
import { applyServerErrors } from '../../../ui/zod-rule';
import { usePasswordChecklist } from '../../accounts/components/usePasswordChecklist';
import { useChangePassword, useResetLink } from '../api';
import { AuthLoading } from '../components/AuthLoading';
import { NewPasswordFields, newPasswordFieldNames, type NewPasswordValues } from '../components/NewPasswordFields';
import '../auth-pages.css';

const REDIRECT_DELAY_MS = 1000;

/** /reset-password/:uidb64/:token: the mailed link. A bad or expired link goes back to sign-in (spec part 1 §2). */
export function ResetPasswordPage() {
  const { uidb64 = '', token = '' } = useParams();
  const link = useResetLink(uidb64, token);
  if (link.isError) return <Navigate to={paths.signIn} replace />;
  if (!link.data) return <AuthLoading label="Checking your link" />;
  return <ResetPasswordForm bearer={link.data.token} email={link.data.email} />;
}

function ResetPasswordForm({ bearer, email }: { bearer: string; email: string }) {
  const navigate = useNavigate();
  const session = useSession();
  const [form] = Form.useForm<NewPasswordValues>();
  const password = Form.useWatch('new_password', form) ?? '';
  const checklist = usePasswordChecklist(password, email);
  const change = useChangePassword();
  const [error, setError] = useState<string | null>(null);
  const home = session.data ? signedInHome(session.data) : paths.firmOverview;

  useEffect(() => {
    if (!change.isSuccess) return;
    const timer = setTimeout(() => navigate(home, { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [change.isSuccess, home, navigate]);

  const submit = ({ new_password, confirm_password }: NewPasswordValues) => {
    setError(null);
    change.mutate(
      { new_password, confirm_password, type: 'reset', bearer },
      { onError: (failure) => setError(applyServerErrors(form, failure, newPasswordFieldNames)) },
    );
  };

  return (
    <>
      <header className="ds-auth-head">
        <h1>Reset Your Password</h1>
        <p>
          Choose a new password for <strong className="ds-auth-email">{email}</strong>.
        </p>
      </header>
      {change.isSuccess && <Alert type="success" showIcon title={accountMessages.reset.done} className="ds-auth-alert" />}
      {error && <Alert type="error" showIcon title={error} className="ds-auth-alert" />}
      <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} noValidate>
        <NewPasswordFields checklist={checklist} email={email} />
        <Button type="primary" htmlType="submit" size="large" block loading={change.isPending} disabled={!checklist.ok || change.isSuccess}>
          Update Password
        </Button>
      </Form>
    </>
  );
}
