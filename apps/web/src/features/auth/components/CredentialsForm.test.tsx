import { accountMessages } from '@dealscout/domain';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test-support/render';
import { CredentialsForm, type LoginValues } from './CredentialsForm';

const m = accountMessages.signIn;

function SignInStep() {
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  return (
    <CredentialsForm
      values={values}
      onValuesChange={setValues}
      onChallenge={() => undefined}
      googleClientId={null}
      signInWithGoogle={() => Promise.resolve()}
    />
  );
}

const email = () => screen.getByLabelText('Email');
const password = () => screen.getByLabelText('Password');
const login = () => screen.getByRole('button', { name: 'Login' });

describe('the sign-in form’s rules', () => {
  const fetchCalls = vi.spyOn(globalThis, 'fetch');
  afterEach(() => fetchCalls.mockClear());

  it('names each empty field and sends nothing', () => {
    renderInApp(<SignInStep />);
    fireEvent.click(login());
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([m.emailRequired, m.passwordRequired]);
    expect(email()).toHaveProperty('ariaInvalid', 'true');
    expect(email().getAttribute('aria-describedby')).toBe('login-email-error');
    expect(fetchCalls).not.toHaveBeenCalled();
  });

  it('says an address is not valid when the field is left, and takes the message back as the person types', () => {
    renderInApp(<SignInStep />);
    fireEvent.change(email(), { target: { value: 'ana@' } });
    fireEvent.blur(email());
    expect(screen.getByRole('alert').textContent).toBe(m.emailInvalid);
    fireEvent.change(email(), { target: { value: 'ana@example.com' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('leaves an empty field alone when it is only passed through', () => {
    renderInApp(<SignInStep />);
    fireEvent.blur(email());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows Google sign-in disabled, with the reason under it, when the server has no Google client', () => {
    renderInApp(<SignInStep />);
    const google = screen.getByRole('button', { name: /Sign in with Google/ });
    expect(google).toHaveProperty('disabled', true);
    expect(document.getElementById(google.getAttribute('aria-describedby')!)?.textContent).toBe(m.googleUnavailable);
  });

  it('keeps what was typed in the password field as the form’s value', () => {
    renderInApp(<SignInStep />);
    fireEvent.change(password(), { target: { value: 'Amber-Quarry-Falcon-38' } });
    expect(password()).toHaveProperty('value', 'Amber-Quarry-Falcon-38');
  });
});
