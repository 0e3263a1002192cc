import type { ReactNode } from 'react';
import './Panel.css';

/**
 * A white, rounded box around a form or a message, as antd's Card draws one, without its code:
 * Card imports Tabs (for its tab list), and the sign-in and contact pages' first paint waited for
 * some 60 KB of compressed code they never use (docs/decisions/performance.md, "First page load").
 */
export function Panel({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={className ? `panel ${className}` : 'panel'}>{children}</div>;
}
