import { useRef } from 'react';
import { t } from '@lingui/core/macro';
import { ModerationLog } from './ModerationLog';
import { ReportQueue } from './ReportQueue';
import './ReportsTab.css';

/** The Reports tab: the queue of reported content, then the moderation log (the audit log). */
export function ReportsTab() {
  const queueHeading = useRef<HTMLHeadingElement>(null);
  return (
    <div className="reports-tab">
      <section aria-labelledby="reports-queue-title">
        <h2 id="reports-queue-title" ref={queueHeading} tabIndex={-1} className="reports-tab__title">
          {t`Reported content`}
        </h2>
        <ReportQueue heading={queueHeading} />
      </section>
      <section aria-labelledby="reports-log-title">
        <h2 id="reports-log-title" className="reports-tab__title">
          {t`Moderation log`}
        </h2>
        <ModerationLog />
      </section>
    </div>
  );
}
