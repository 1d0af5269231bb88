import { CheckCircleFilled } from '@ant-design/icons';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import '../auth-pages.css';

/** /signup-success: the end of sign-up. */
export function SignUpSuccessPage() {
  const navigate = useNavigate();
  return (
    <section className="ds-auth-done">
      <CheckCircleFilled className="ds-auth-done-icon" aria-hidden />
      <header className="ds-auth-head">
        <h1>Congratulations!</h1>
        <p>You have successfully registered as a Professional user.</p>
      </header>
      <Button type="primary" size="large" block onClick={() => navigate('/')}>
        Login
      </Button>
    </section>
  );
}
