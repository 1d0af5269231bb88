import { accountMessages, type RegisterRequest } from '@dealscout/domain';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { applyServerErrors, lazyZodRule } from '../../../ui/zod-rule';
import { PasswordChecklist } from '../../../ui/PasswordChecklist';
import { usePasswordChecklist } from '../../../ui/usePasswordChecklist';
import { useRegister } from '../api';

export interface Registration {
  token: string;
  email: string;
  password: string;
}

const fieldNames = ['first_name', 'last_name', 'email', 'password', 'password2'] as const;
/** Sign-up is a first page: its field schemas (and zod) load at the first check, not with the page. */
const field = (name: (typeof fieldNames)[number]) => lazyZodRule(() => import('./register-schema').then((module) => module.registerSchema.shape[name]));
const s = accountMessages.signUp;

/** 'Get Started': the sign-up details (spec part 2 §5); a code is mailed next. */
export function SignUpForm({ onRegistered }: { onRegistered: (registration: Registration) => void }) {
  const [form] = Form.useForm<RegisterRequest>();
  const register = useRegister();
  const [error, setError] = useState<string | null>(null);
  const email = Form.useWatch('email', form);
  const checklist = usePasswordChecklist(Form.useWatch('password', form) ?? '', email);

  const submit = (values: RegisterRequest) => {
    setError(null);
    const request = { ...values, email: values.email.trim() };
    register.mutate(request, {
      onSuccess: ({ token }) => onRegistered({ token, email: request.email, password: request.password }),
      onError: (failure) => {
        setError(applyServerErrors(form, failure, fieldNames));
        if (form.getFieldError('email').length > 0) form.setFields([{ name: 'email', errors: [s.emailTaken] }]);
      },
    });
  };

  return (
    <>
      <header className="ds-auth-head">
        <h1>Get Started</h1>
        <p>Create your Dealscout account and let Florence find the buyers and investors that fit your company.</p>
      </header>
      {error && <Alert type="error" showIcon title={error} className="ds-auth-alert" />}
      <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} noValidate>
        <div className="ds-auth-pair">
          <Form.Item name="first_name" label="First name" rules={[field('first_name')]}>
            <Input size="large" autoComplete="given-name" autoFocus />
          </Form.Item>
          <Form.Item name="last_name" label="Last name" rules={[field('last_name')]}>
            <Input size="large" autoComplete="family-name" />
          </Form.Item>
        </div>
        <Form.Item name="email" label="Email" rules={[field('email')]} validateTrigger="onBlur">
          <Input type="email" size="large" autoComplete="email" placeholder="you@company.com" />
        </Form.Item>
        <Form.Item
          name="password"
          label="Password"
          rules={[field('password')]}
          validateTrigger="onBlur"
          extra={<PasswordChecklist items={checklist.items} />}
          className="ds-auth-with-checklist"
        >
          <Input.Password size="large" autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="password2"
          label="Confirm password"
          dependencies={['password']}
          validateTrigger="onBlur"
          rules={[
            field('password2'),
            ({ getFieldValue }) => ({
              validator: async (_rule, value: string | undefined) => {
                if (value && value !== getFieldValue('password')) throw new Error(s.confirmMismatch);
              },
            }),
          ]}
        >
          <Input.Password size="large" autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={register.isPending}>
          Create account
        </Button>
      </Form>
    </>
  );
}
