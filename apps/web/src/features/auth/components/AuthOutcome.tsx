import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import '../auth-pages.css';

interface AuthOutcomeProps {
  icon: ReactNode;
  title: string;
  text: string;
  action: { label: string; to: string };
}

/** The end of a flow on the auth layout (sign-up done, payment canceled): an icon, a title, a line and the way on. */
export function AuthOutcome({ icon, title, text, action }: AuthOutcomeProps) {
  const navigate = useNavigate();
  return (
    <section className="ds-auth-done">
      {icon}
      <header className="ds-auth-head">
        <h1>{title}</h1>
        <p>{text}</p>
      </header>
      <Button type="primary" size="large" block onClick={() => navigate(action.to)}>
        {action.label}
      </Button>
    </section>
  );
}
