import { useEffect, useRef, type ReactNode } from 'react';
import { StatusIcon, type Tone } from './StatusIcon';
import './ResultPanel.css';

interface ResultPanelProps {
  icon: ReactNode;
  tone: Tone;
  /** A level-2 heading: the panel sits inside a page that has its own <h1>. */
  title: string;
  children: ReactNode;
  actions: ReactNode;
}

/**
 * The outcome of a form, in place of the form: 'Check Your Email!', 'Thank You!'. Its heading takes
 * the focus, which was on the form's (now gone) button, so that screen readers announce it.
 */
export function ResultPanel({ icon, tone, title, children, actions }: ResultPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <div className="result-panel">
      <StatusIcon icon={icon} tone={tone} />
      <h2 ref={heading} tabIndex={-1} className="result-panel__title">
        {title}
      </h2>
      <div className="result-panel__text">{children}</div>
      <div className="result-panel__actions">{actions}</div>
    </div>
  );
}
