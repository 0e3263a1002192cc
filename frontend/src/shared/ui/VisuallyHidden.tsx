import type { ReactNode } from 'react';
import './VisuallyHidden.css';

/** Text for screen readers only (e.g. a label whose meaning the layout already shows). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="visually-hidden">{children}</span>;
}
