import { DownOutlined, LogoutOutlined, UserOutlined, WalletOutlined } from '@ant-design/icons';
import { initials } from '@dealscout/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { useNavigate } from 'react-router';
import { EXPIRATION_KEY } from '../../../features/accounts/session/idle-deadline';
import { api } from '../../../platform/http';
import { hasPage } from '../../navigation';
import type { SessionUser } from '../../session';

/** The profile dropdown: My Profile and Subscription once their pages exist, and Sign out. */
export function ProfileMenu({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const name = `${user.first_name} ${user.last_name}`.trim() || user.email;

  const signOut = async () => {
    await api('/logout', { method: 'POST', quietUnauthorized: true }).catch(() => undefined);
    queryClient.clear();
    localStorage.removeItem(EXPIRATION_KEY);
    navigate('/', { replace: true });
  };

  const items: MenuProps['items'] = [
    ...(hasPage('/leads/my-profile')
      ? [{ key: 'profile', icon: <UserOutlined />, label: 'My Profile', onClick: () => navigate('/leads/my-profile') }]
      : []),
    ...(hasPage('/leads/subscription')
      ? [{ key: 'subscription', icon: <WalletOutlined />, label: 'Subscription', onClick: () => navigate('/leads/subscription') }]
      : []),
    { key: 'sign-out', icon: <LogoutOutlined />, label: 'Sign out', onClick: () => void signOut() },
  ];

  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
      <Button type="text" className="ds-profile-button" aria-label="Profile menu">
        <Avatar style={{ backgroundColor: '#0f4c5c' }} icon={initials(name) ? undefined : <UserOutlined />}>
          {initials(name)}
        </Avatar>
        <span className="ds-profile-name">{name}</span>
        <DownOutlined />
      </Button>
    </Dropdown>
  );
}
