import { App as AntApp, Layout, Menu } from 'antd';
import { Link, Outlet, useLocation } from 'react-router';
import { sidebarFor } from '../navigation';
import { useSession } from '../session';
import { SessionGuardian } from '../../features/accounts/session/SessionGuardian';
import { CompanySelector } from '../../features/companies/components/CompanySelector';
import { SharedToggle } from '../../features/companies/components/SharedToggle';
import { Logo } from '../../ui/Logo';
import { AutoPatchNotes } from './main/AutoPatchNotes';
import { ProfileMenu } from './main/ProfileMenu';
import './main/main-layout.css';

/** The signed-in area: header with the logo, company selector, sharing switch and profile menu; sidebar by role; the page on the right. */
export function MainLayout() {
  const { data: user } = useSession();
  const { pathname } = useLocation();
  const entries = sidebarFor(user?.role ?? '');
  const selected = entries.filter((entry) => pathname === entry.path || pathname.startsWith(`${entry.path}/`)).at(-1);

  return (
    // Toasts and confirm dialogs (App.useApp) are used by the signed-in pages; public pages show errors inline.
    <AntApp message={{ duration: 2 }}>
      <SessionGuardian />
      <Layout className="ds-main">
        <Layout.Header className="ds-main-header">
          <Link to="/leads/home" aria-label="Dealscout home" className="ds-main-logo">
            <Logo />
          </Link>
          {user && (
            <div className="ds-main-header-actions">
              {user.role === 'professional' && <CompanySelector />}
              <SharedToggle user={user} />
              <ProfileMenu user={user} />
            </div>
          )}
        </Layout.Header>
        <Layout>
          {entries.length > 0 && (
            <Layout.Sider breakpoint="md" collapsedWidth={0} width={232} className="ds-main-sider">
              <Menu
                mode="inline"
                selectedKeys={selected ? [selected.path] : []}
                items={entries.map((entry) => ({ key: entry.path, icon: entry.icon, label: <Link to={entry.path}>{entry.label}</Link> }))}
              />
            </Layout.Sider>
          )}
          <Layout.Content className="ds-main-content">
            <Outlet />
          </Layout.Content>
        </Layout>
        <AutoPatchNotes />
      </Layout>
    </AntApp>
  );
}
