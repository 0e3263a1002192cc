import type { ReactNode } from 'react';
import { Panel } from '../../shared/ui/Panel';
import { StatusIcon, type Tone } from '../../shared/ui/StatusIcon';
import { usePageTitle } from '../../shared/ui/usePageTitle';
import './AuthLayout.css';

interface AuthLayoutProps {
  /** The page's <h1>, also its document title unless `documentTitle` is given. */
  title: string;
  documentTitle?: string;
  subtitle?: ReactNode;
  /** An icon above the title, for pages that report an outcome. */
  status?: { icon: ReactNode; tone: Tone };
  /** The card under the title (none when the title says it all). */
  children?: ReactNode;
}

/** The narrow, centred frame of the sign-in, email-verification and password-reset screens. */
export function AuthLayout({ title, documentTitle, subtitle, status, children }: AuthLayoutProps) {
  usePageTitle(documentTitle ?? title);
  return (
    <div className="auth-page">
      {status && (
        <div className="auth-page__icon">
          <StatusIcon icon={status.icon} tone={status.tone} />
        </div>
      )}
      <h1 className="auth-page__title">{title}</h1>
      {subtitle && <p className="auth-page__subtitle">{subtitle}</p>}
      {children && <Panel className="auth-page__card">{children}</Panel>}
    </div>
  );
}
