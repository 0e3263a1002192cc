import { useRef } from 'react';
import { Button, Dropdown, type MenuProps } from 'antd';
import { DownOutlined, LogoutOutlined } from '@ant-design/icons';
import { t } from '@lingui/core/macro';
import { useNavigate } from 'react-router';
import type { UserDto } from '../../api';
import { useLogout } from '../../features/auth/useLogout';
import { accountLinks } from './accountLinks';
import { UserAvatar, UserSummary } from './UserSummary';
import './AccountMenu.css';

const LOG_OUT = 'log-out';

/**
 * The avatar menu of the desktop header: who is signed in, their pages, and Log out. Its items
 * are menu items (arrow keys, Enter), each key being the path it opens. Closing it (Escape, a
 * click outside) gives focus back to its button; a chosen page then takes focus to its heading.
 */
export function AccountMenu({ user }: { user: UserDto }) {
  const logout = useLogout();
  const navigate = useNavigate();
  const trigger = useRef<HTMLButtonElement>(null);

  const items: MenuProps['items'] = [
    {
      type: 'group',
      key: 'account',
      label: <UserSummary user={user} />,
      children: accountLinks(user).map(({ to, label, icon }) => ({ key: to, icon, label })),
    },
    { type: 'divider' },
    { key: LOG_OUT, icon: <LogoutOutlined aria-hidden />, label: t`Log out` },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === LOG_OUT) void logout();
    else void navigate(key);
  };

  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      autoFocus
      rootClassName="account-menu"
      menu={{ items, onClick }}
      onOpenChange={(open) => {
        if (!open) trigger.current?.focus();
      }}
    >
      <Button ref={trigger} type="text" className="account-menu__trigger" aria-label={t`Account menu`}>
        <UserAvatar user={user} />
        <DownOutlined className="account-menu__chevron" aria-hidden />
      </Button>
    </Dropdown>
  );
}
