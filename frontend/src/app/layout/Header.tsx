import { lazy, Suspense, useState } from 'react';
import { Button } from 'antd';
import { MenuOutlined, PlusOutlined } from '@ant-design/icons';
import { t } from '@lingui/core/macro';
import { NavLink } from 'react-router';
import { useCurrentUser } from '../../features/auth/useCurrentUser';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from './Logo';
import { mainLinks } from './navigation';
import './Header.css';

// The menus load on demand: visitors never need the account menu, and most never open the drawer.
const AccountMenu = lazy(() => import('./AccountMenu').then((m) => ({ default: m.AccountMenu })));
const MobileNav = lazy(() => import('./MobileNav').then((m) => ({ default: m.MobileNav })));
// Members only: visitors never load the bell (nor antd's Badge).
const NotificationBell = lazy(() => import('../../features/notifications/NotificationBell').then((m) => ({ default: m.NotificationBell })));

/** The sticky site header; below 768 px its links move into a drawer. */
export function Header() {
  const { user } = useCurrentUser();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);

  const openDrawer = () => {
    setDrawerUsed(true);
    setDrawerOpen(true);
  };

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Logo />
        <nav aria-label={t`Main`} className="site-header__nav site-header__desktop">
          {mainLinks(user).map(({ to, label }) => (
            <NavLink key={to} to={to} className="site-header__link">
              {label}
            </NavLink>
          ))}
        </nav>
        {/* At every width: beside the account menu on a wide screen, beside the menu button on a phone. */}
        {user && (
          <Suspense fallback={<span className="notification-bell" />}>
            <NotificationBell />
          </Suspense>
        )}
        <div className="site-header__actions site-header__desktop">
          <LanguageSwitcher id="language-header" signedIn={Boolean(user)} />
          {user ? (
            <>
              <ButtonLink to="/create" type="primary" icon={<PlusOutlined aria-hidden />}>
                {t`Share Recipe`}
              </ButtonLink>
              <Suspense fallback={<span className="site-header__avatar-placeholder" />}>
                <AccountMenu user={user} />
              </Suspense>
            </>
          ) : (
            <ButtonLink to="/auth" type="primary">
              {t`Sign In`}
            </ButtonLink>
          )}
        </div>
        <Button
          className="site-header__menu-button"
          type="text"
          icon={<MenuOutlined />}
          aria-label={t`Open menu`}
          aria-expanded={drawerOpen}
          onClick={openDrawer}
        />
      </div>
      {drawerUsed && (
        <Suspense>
          <MobileNav user={user} open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
