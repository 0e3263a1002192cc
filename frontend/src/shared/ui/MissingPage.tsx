import { SearchOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { StatusIcon } from './StatusIcon';
import { usePageTitle } from './usePageTitle';
import './MissingPage.css';

interface MissingPageProps {
  /** The page's <h1> and document title ('Recipe Not Found'). */
  title: string;
  text: string;
  /** Where to go instead (links). */
  actions: ReactNode;
}

/** A page whose object is not there (an unknown recipe or cook): a search icon, the title, why, and where to go. */
export function MissingPage({ title, text, actions }: MissingPageProps) {
  usePageTitle(title);
  return (
    <div className="missing-page">
      <StatusIcon icon={<SearchOutlined />} tone="info" />
      <h1 className="missing-page__title">{title}</h1>
      <p className="missing-page__text">{text}</p>
      <div className="missing-page__actions">{actions}</div>
    </div>
  );
}
