import { MenuOutlined } from '@ant-design/icons';
import { Button, Drawer, Grid, Layout, Menu } from 'antd';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { NavEntry } from '../../navigation';
import { paths } from '../../../platform/paths';

/** The entry a path belongs to: the longest entry path it starts with; the overview only for itself and /home. */
function selectedEntry(entries: NavEntry[], pathname: string) {
  const overview = (entry: NavEntry) => entry.path === paths.firmOverview && (pathname === paths.firmOverview || pathname === paths.home);
  const within = (entry: NavEntry) =>
    entry.path !== paths.firmOverview && (pathname === entry.path || pathname.startsWith(`${entry.path}/`));
  return entries.filter((entry) => overview(entry) || within(entry)).at(-1);
}

/** The sidebar on wide screens; on phones a menu button in the header opens it as a drawer. */
export function SidebarNav({ entries, placement }: { entries: NavEntry[]; placement: 'header' | 'side' }) {
  const { pathname } = useLocation();
  const screens = Grid.useBreakpoint();
  const [open, setOpen] = useState(false);
  const phone = screens.md === false;
  const selected = selectedEntry(entries, pathname);
  const menu = (
    <nav aria-label="Main navigation" className="ds-main-nav">
      <Menu
        mode="inline"
        selectedKeys={selected ? [selected.path] : []}
        onClick={() => setOpen(false)}
        items={entries.map((entry) => ({ key: entry.path, icon: entry.icon, label: <Link to={entry.path}>{entry.label}</Link> }))}
      />
    </nav>
  );
  if (entries.length === 0) return null;
  if (placement === 'header') {
    if (!phone) return null;
    return (
      <>
        <Button type="text" icon={<MenuOutlined />} aria-label="Open navigation" onClick={() => setOpen(true)} />
        <Drawer open={open} onClose={() => setOpen(false)} placement="left" size={260} title="Navigation">
          {menu}
        </Drawer>
      </>
    );
  }
  if (phone) return null;
  return (
    <Layout.Sider width={232} className="ds-main-sider">
      {menu}
    </Layout.Sider>
  );
}
