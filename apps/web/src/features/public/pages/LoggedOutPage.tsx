import { LockOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '../../../platform/paths';

/** Shown after the session ended for inactivity. */
export function LoggedOutPage() {
  const navigate = useNavigate();
  return (
    <Result
      icon={<LockOutlined />}
      title="You've been securely logged out"
      subTitle="Your session ended after a period of inactivity to keep your data safe."
      extra={
        <Button type="primary" onClick={() => navigate(paths.signIn)} autoFocus>
          Log in again
        </Button>
      }
    />
  );
}
