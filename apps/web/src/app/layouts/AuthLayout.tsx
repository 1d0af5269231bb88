import { Link, Outlet } from 'react-router';
import { Logo } from '../../ui/Logo';
import { AuthIllustration } from './auth/AuthIllustration';
import './auth/auth-layout.css';
import { paths } from '../../platform/paths';

/** Sign-in, sign-up and password screens: the form on the left, a decorative panel on the right (hidden on phones). */
export function AuthLayout() {
  return (
    <div className="ds-auth">
      <section className="ds-auth-form">
        <Link to={paths.welcome} aria-label="Dealscout home" className="ds-auth-logo">
          <Logo />
        </Link>
        <div className="ds-auth-content">
          <Outlet />
        </div>
      </section>
      <aside className="ds-auth-art" aria-hidden="true">
        <AuthIllustration />
      </aside>
    </div>
  );
}
