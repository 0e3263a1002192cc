import { Spin } from 'antd';
import './LoadingSpinner.css';

interface LoadingSpinnerProps {
  label: string;
  /** Fill the whole viewport (before the page frame exists) rather than the content area. */
  fullPage?: boolean;
  /** Another size to hold (the space of what is loading), instead of the content area's. */
  className?: string;
}

/** A centred spinner, announced to screen readers by its label. */
export function LoadingSpinner({ label, fullPage = false, className }: LoadingSpinnerProps) {
  const classes = ['loading-spinner', fullPage && 'loading-spinner--full-page', className].filter(Boolean).join(' ');
  return (
    <div className={classes} role="status" aria-label={label}>
      <Spin size="large" />
    </div>
  );
}
