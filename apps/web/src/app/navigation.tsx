import {
  BarChartOutlined,
  DatabaseOutlined,
  HomeOutlined,
  ProfileOutlined,
  RobotOutlined,
  ShopOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { homePathFor } from '@dealscout/domain';
import { matchRoutes } from 'react-router';
import { routes } from './router';

export interface NavEntry {
  label: string;
  path: string;
  icon: ReactNode;
  /** Shown to the professional role only (spec part 1 §2). */
  professionalOnly: boolean;
}

/** The sidebar of the signed-in area, in the spec's order. */
export const SIDEBAR: NavEntry[] = [
  { label: 'Firm Overview', path: '/leads', icon: <HomeOutlined />, professionalOnly: true },
  { label: 'Admin Analytics', path: '/leads/analytics', icon: <BarChartOutlined />, professionalOnly: true },
  { label: 'Companies', path: '/leads/companies', icon: <ShopOutlined />, professionalOnly: true },
  { label: 'Company Detail', path: '/leads/company-detail', icon: <ProfileOutlined />, professionalOnly: true },
  { label: 'Florence', path: '/leads/ai-recommendation', icon: <RobotOutlined />, professionalOnly: true },
  { label: 'Investor Search', path: '/leads/dataset', icon: <DatabaseOutlined />, professionalOnly: false },
  { label: 'Leads Manager', path: '/leads/leads-manager', icon: <TeamOutlined />, professionalOnly: false },
];

/** True once a page is routed at `path` (rather than the not-found fallback), so entries appear with their pages. */
export function hasPage(path: string): boolean {
  const leaf = matchRoutes(routes, path)?.at(-1)?.route;
  return !!leaf && (leaf.index === true || (!!leaf.path && leaf.path !== '*'));
}

export function sidebarFor(role: string): NavEntry[] {
  return SIDEBAR.filter((entry) => hasPage(entry.path) && (!entry.professionalOnly || role === 'professional'));
}

/** Where a user lands after signing in: the role's home (spec part 1 §4), or the profile until that page exists. */
export function signedInHome(role: string): string {
  const home = homePathFor(role);
  return hasPage(home) ? home : '/leads/my-profile';
}
