import type { ReactNode } from 'react';
import { usePageTitle } from './usePageTitle';
import './Page.css';

interface PageProps {
  /** The page's <h1>, also used for document.title ('<title> | Plantry'). */
  title: string;
  subtitle?: ReactNode;
  /** Shown above the title, e.g. a back link. */
  before?: ReactNode;
  /** Shown beside the title, e.g. the page's main action. */
  actions?: ReactNode;
  narrow?: boolean;
  children?: ReactNode;
}

/** The frame of a content page: one <h1>, an optional subtitle, then the page's content. */
export function Page({ title, subtitle, before, actions, narrow = false, children }: PageProps) {
  usePageTitle(title);
  return (
    <div className={narrow ? 'page page--narrow' : 'page'}>
      {before}
      <div className="page__header">
        <div>
          <h1 className="page__title">{title}</h1>
          {subtitle && <p className="page__subtitle">{subtitle}</p>}
        </div>
        {actions && <div className="page__actions">{actions}</div>}
      </div>
      {children}
    </div>
  );
}
