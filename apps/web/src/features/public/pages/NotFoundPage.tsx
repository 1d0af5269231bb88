import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '../../../platform/paths';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="Page not found!"
      subTitle="The page you were looking for does not exist or has moved."
      extra={
        <Button type="primary" onClick={() => navigate(paths.signIn)}>
          Back to Dealscout
        </Button>
      }
    />
  );
}
