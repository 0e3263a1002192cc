import { DashboardOutlined, HeartOutlined, ShoppingCartOutlined, UserOutlined } from '@ant-design/icons';
import { t } from '@lingui/core/macro';
import type { UserDto } from '../../api';
import type { NavItem } from './navigation';

// Apart from navigation.tsx: only the menus, which load on demand, need these links and their icons.

/** The links of the signed-in user's avatar menu. */
export function accountLinks(user: UserDto): NavItem[] {
  const links: NavItem[] = [
    { to: '/profile', label: t`Profile`, icon: <UserOutlined aria-hidden /> },
    { to: '/favorites', label: t`My Favorites`, icon: <HeartOutlined aria-hidden /> },
    { to: '/shopping-list', label: t`Shopping List`, icon: <ShoppingCartOutlined aria-hidden /> },
  ];
  return user.role === 'admin' ? [...links, { to: '/admin', label: t`Admin Dashboard`, icon: <DashboardOutlined aria-hidden /> }] : links;
}
