import { Button, Result } from 'antd';
import { useRouteError } from 'react-router';

/** Shown when a page fails to load (a new release replaced its chunk, or a bug): offers a reload. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <Result
      status="error"
      title="Something went wrong"
      subTitle="This page could not be shown. Reloading usually fixes it."
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          Reload
        </Button>
      }
    />
  );
}
