import { DownOutlined, LogoutOutlined, UserOutlined, WalletOutlined } from '@ant-design/icons';
import { authRoutes, initials } from '@dealscout/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Avatar, Button, Dropdown, Grid, type MenuProps } from 'antd';
import { useNavigate } from 'react-router';
import { EXPIRATION_KEY } from '../../../features/accounts/session/idle-deadline';
import { call } from '../../../platform/http';
import { hasPage, paths } from '../../../platform/paths';
import type { SessionUser } from '../../../platform/session';

/** The profile dropdown: My Profile and Subscription once their pages exist, and Sign out. */
export function ProfileMenu({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const name = `${user.first_name} ${user.last_name}`.trim() || user.email;
  const phone = Grid.useBreakpoint().md === false;

  const signOut = async () => {
    await call(authRoutes.logout, {}, { quietUnauthorized: true }).catch(() => undefined);
    queryClient.clear();
    localStorage.removeItem(EXPIRATION_KEY);
    navigate(paths.signIn, { replace: true });
  };

  const items: MenuProps['items'] = [
    ...(hasPage(paths.myProfile)
      ? [{ key: 'profile', icon: <UserOutlined />, label: 'My Profile', onClick: () => navigate(paths.myProfile) }]
      : []),
    ...(hasPage(paths.subscription)
      ? [{ key: 'subscription', icon: <WalletOutlined />, label: 'Subscription', onClick: () => navigate(paths.subscription) }]
      : []),
    { key: 'sign-out', icon: <LogoutOutlined />, label: 'Sign out', onClick: () => void signOut() },
  ];

  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
      {/* Named by what it shows (initials and name), so a voice command for the visible text reaches it. */}
      <Button type="text" className="ds-profile-button" aria-haspopup="menu">
        <Avatar style={{ backgroundColor: '#0f4c5c' }} icon={initials(name) ? undefined : <UserOutlined />}>
          {initials(name)}
        </Avatar>
        {/* On a phone only the initials show; the name stays the button's name for screen readers. */}
        <span className={phone ? 'ds-visually-hidden' : undefined}>{name}</span>
        <DownOutlined aria-hidden />
      </Button>
    </Dropdown>
  );
}
