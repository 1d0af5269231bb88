import { Button } from 'antd';
import { useRouteError } from 'react-router';

/** Shown when a page fails to load (a new release replaced its chunk, or a bug): offers a reload. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <div role="alert" style={{ maxWidth: 480, margin: '15vh auto', padding: 24, textAlign: 'center' }}>
      <h1 style={{ fontSize: 24 }}>Something went wrong</h1>
      <p>This page could not be shown. Reloading usually fixes it.</p>
      <Button type="primary" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </div>
  );
}
