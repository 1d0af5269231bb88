import { Spin } from 'antd';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../../platform/session';
import { openWhilePaymentDue, owesPayment, paths } from '../../platform/paths';

/**
 * The signed-in area: visitors are sent to the sign-in page at /; a user whose sign-up is unpaid to the
 * subscription page, their checkout step, from any page but the profile and billing.
 */
export function RequireSession() {
  const session = useSession();
  const { pathname } = useLocation();
  if (session.isPending) return <Spin fullscreen />;
  if (!session.data) return <Navigate to={paths.signIn} replace />;
  if (owesPayment(session.data) && !openWhilePaymentDue(pathname)) return <Navigate to={paths.subscription} replace />;
  return <Outlet />;
}
