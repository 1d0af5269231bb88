import { Spin } from 'antd';
import { Navigate, Outlet } from 'react-router';
import { useSession } from '../../platform/session';
import { paths } from '../../platform/paths';

/** The signed-in area: visitors are sent to the sign-in page at /. */
export function RequireSession() {
  const session = useSession();
  if (session.isPending) return <Spin fullscreen />;
  if (!session.data) return <Navigate to={paths.signIn} replace />;
  return <Outlet />;
}
