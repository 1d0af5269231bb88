import { worksOnCompanies } from '@dealscout/domain';
import { App as AntApp, Layout } from 'antd';
import { Link, Outlet } from 'react-router';
import { sidebarFor } from '../navigation';
import { owesPayment, paths, signedInHome } from '../../platform/paths';
import { useSession } from '../../platform/session';
import { SessionGuardian } from '../../features/accounts/session/SessionGuardian';
import { CompanySelector } from '../../features/companies/components/CompanySelector';
import { FlorenceStatus } from '../../features/florence/components/FlorenceStatus';
import { SharedToggle } from '../../features/companies/components/SharedToggle';
import { Logo } from '../../ui/Logo';
import { AutoPatchNotes } from './main/AutoPatchNotes';
import { ProfileMenu } from './main/ProfileMenu';
import { SidebarNav } from './main/SidebarNav';
import './main/main-layout.css';

/** The signed-in area: header with the logo, company selector, sharing switch and profile menu; sidebar by role; the page on the right. */
export function MainLayout() {
  const { data: user } = useSession();
  const entries = user ? sidebarFor(user) : [];
  // The company selector and Florence's progress read the product: not while the sign-up is unpaid.
  const companyTools = !!user && worksOnCompanies(user) && !owesPayment(user);

  return (
    // Toasts and confirm dialogs (App.useApp) are used by the signed-in pages; public pages show errors inline.
    <AntApp message={{ duration: 2 }}>
      <SessionGuardian />
      <Layout className="ds-main">
        <Layout.Header className="ds-main-header">
          <div className="ds-main-header-start">
            <SidebarNav entries={entries} placement="header" />
            <Link to={user ? signedInHome(user) : paths.home} aria-label="Dealscout home" className="ds-main-logo">
              <Logo />
            </Link>
          </div>
          {user && (
            <div className="ds-main-header-actions">
              {companyTools && <FlorenceStatus />}
              {companyTools && <CompanySelector />}
              {!owesPayment(user) && <SharedToggle user={user} />}
              <ProfileMenu user={user} />
            </div>
          )}
        </Layout.Header>
        <Layout>
          <SidebarNav entries={entries} placement="side" />
          <Layout.Content className="ds-main-content">
            <Outlet />
          </Layout.Content>
        </Layout>
        <AutoPatchNotes />
      </Layout>
    </AntApp>
  );
}
