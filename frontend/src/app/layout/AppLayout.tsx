import { t } from '@lingui/core/macro';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { UpdatePrompt } from '../../pwa/UpdatePrompt';
import { OfflineBanner } from '../../shared/ui/OfflineBanner';
import { FocusRescue } from './FocusRescue';
import { Footer } from './Footer';
import { Header } from './Header';
import { RouteFocus } from './RouteFocus';
import './AppLayout.css';

/**
 * Header, the offline and new-version notices, the current page and footer; a thin bar shows while the next page's code loads, and a
 * move to another page takes focus to its heading and reads out its title (RouteFocus), and focus
 * on a control that goes away moves to a heading (FocusRescue).
 */
export function AppLayout() {
  const navigating = useNavigation().state !== 'idle';
  return (
    <div className="app-layout">
      <a className="skip-link" href="#main-content">
        {t`Skip to content`}
      </a>
      {navigating && <div className="route-progress" aria-hidden="true" />}
      <Header />
      <OfflineBanner />
      <UpdatePrompt />
      <main id="main-content" className="app-layout__main" tabIndex={-1} aria-busy={navigating}>
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
      <RouteFocus />
      <FocusRescue />
    </div>
  );
}
