import { Spin } from 'antd';
import './LoadingSpinner.css';

interface LoadingSpinnerProps {
  label: string;
  /** Fill the whole viewport (before the page frame exists) rather than the content area. */
  fullPage?: boolean;
}

/** A centred spinner, announced to screen readers by its label. */
export function LoadingSpinner({ label, fullPage = false }: LoadingSpinnerProps) {
  const className = fullPage ? 'loading-spinner loading-spinner--full-page' : 'loading-spinner';
  return (
    <div className={className} role="status" aria-label={label}>
      <Spin size="large" />
    </div>
  );
}
