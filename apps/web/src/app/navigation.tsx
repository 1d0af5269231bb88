import {
  BarChartOutlined,
  CarryOutOutlined,
  CloudUploadOutlined,
  DatabaseOutlined,
  HomeOutlined,
  ProfileOutlined,
  RobotOutlined,
  ShopOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { hasFirmOverview, superuserRefusal, worksOnCompanies, type Member } from '@dealscout/domain';
import { hasPage, owesPayment, paths } from '../platform/paths';

/** A signed-in user as far as the navigation is concerned. */
export type Navigator = Member & { is_superuser: boolean };

/** Who an entry is for: organization members, users who work on companies, superusers, or everyone. */
const AUDIENCES = {
  organization: hasFirmOverview,
  companies: worksOnCompanies,
  superuser: (user: Navigator) => superuserRefusal({ isSuperuser: user.is_superuser }) === null,
  everyone: () => true,
} satisfies Record<string, (user: Navigator) => boolean>;

export interface NavEntry {
  label: string;
  path: string;
  icon: ReactNode;
  audience: keyof typeof AUDIENCES;
}

/**
 * The sidebar of the signed-in area, in the spec's order (part 1 §2), with who sees each entry. The
 * company pages are for professionals and organization members; the Firm Overview for organization
 * members (a professional without one lands on Companies, see docs/decisions/homes-and-sidebar-by-role.md).
 */
export const SIDEBAR: NavEntry[] = [
  { label: 'Firm Overview', path: paths.firmOverview, icon: <HomeOutlined />, audience: 'organization' },
  { label: 'Admin Analytics', path: paths.analytics, icon: <BarChartOutlined />, audience: 'superuser' },
  { label: 'Dataset Imports', path: paths.datasetImports, icon: <CloudUploadOutlined />, audience: 'superuser' },
  { label: 'Companies', path: paths.companies, icon: <ShopOutlined />, audience: 'companies' },
  { label: 'Company Detail', path: paths.companyDetail, icon: <ProfileOutlined />, audience: 'companies' },
  { label: 'Company Tasks', path: paths.companyTasks, icon: <CarryOutOutlined />, audience: 'companies' },
  { label: 'Florence', path: paths.florence, icon: <RobotOutlined />, audience: 'companies' },
  { label: 'Investor Search', path: paths.dataset, icon: <DatabaseOutlined />, audience: 'everyone' },
  { label: 'Leads Manager', path: paths.leadsManager, icon: <TeamOutlined />, audience: 'everyone' },
];

/** The entries a user may use whose pages exist: pages not built yet are left out rather than linked; none while the sign-up is unpaid. */
export function sidebarFor(user: Navigator & { payment_required?: boolean }): NavEntry[] {
  if (owesPayment(user)) return [];
  return SIDEBAR.filter((entry) => hasPage(entry.path) && AUDIENCES[entry.audience](user));
}
