import { Button, Drawer } from 'antd';
import { LoginOutlined, LogoutOutlined, PlusOutlined } from '@ant-design/icons';
import { t } from '@lingui/core/macro';
import { NavLink } from 'react-router';
import type { UserDto } from '../../api';
import { useLogout } from '../../features/auth/useLogout';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { accountLinks } from './accountLinks';
import { mainLinks, type NavItem } from './navigation';
import { LanguageSwitcher } from './LanguageSwitcher';
import { UserSummary } from './UserSummary';
import './MobileNav.css';

interface MobileNavProps {
  user: UserDto | null;
  open: boolean;
  onClose: () => void;
}

/** The phone-sized header: a drawer that mirrors the desktop links and account menu. */
export function MobileNav({ user, open, onClose }: MobileNavProps) {
  const logout = useLogout();
  const links: NavItem[] = user ? [...mainLinks(user), ...accountLinks(user)] : mainLinks(user);

  return (
    <Drawer title={t`Menu`} placement="right" size={300} open={open} onClose={onClose}>
      <div className="mobile-nav">
        {user && <UserSummary user={user} />}
        <nav aria-label={t`Mobile`}>
          <ul className="mobile-nav__links">
            {links.map(({ to, label, icon }) => (
              <li key={to}>
                <NavLink to={to} className="mobile-nav__link" onClick={onClose}>
                  {icon}
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitcher id="language-menu" signedIn={Boolean(user)} />
        {user ? (
          <>
            <ButtonLink to="/create" type="primary" icon={<PlusOutlined aria-hidden />} block onClick={onClose}>
              {t`Share Recipe`}
            </ButtonLink>
            <Button
              icon={<LogoutOutlined aria-hidden />}
              block
              onClick={() => {
                onClose();
                void logout();
              }}
            >
              {t`Log out`}
            </Button>
          </>
        ) : (
          // A full-page visit: the server's sign-in entry (SPEC.md section 2).
          <Button href="/api/login" type="primary" icon={<LoginOutlined aria-hidden />} block>
            {t`Sign In`}
          </Button>
        )}
      </div>
    </Drawer>
  );
}
