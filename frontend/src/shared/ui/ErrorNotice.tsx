import { Button } from 'antd';
import { ExclamationCircleOutlined, ReloadOutlined } from '@ant-design/icons';
import { t } from '@lingui/core/macro';
import './ErrorNotice.css';

interface ErrorNoticeProps {
  /** What failed, in SPEC.md's words ('Failed to fetch recipes'). */
  message: string;
  /** Asks again (a query's refetch); what it answers is not waited for: the query shows its own state. */
  onRetry?: () => unknown;
}

/** A failed load, announced at once, with a way to try again. */
export function ErrorNotice({ message, onRetry }: ErrorNoticeProps) {
  return (
    <div className="error-notice" role="alert">
      <ExclamationCircleOutlined className="error-notice__icon" aria-hidden />
      <span className="error-notice__message">{message}</span>
      {onRetry && (
        <Button size="small" icon={<ReloadOutlined aria-hidden />} onClick={() => void onRetry()}>
          {t`Try again`}
        </Button>
      )}
    </div>
  );
}
