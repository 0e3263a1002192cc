import { FlagOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { t } from '@lingui/core/macro';
import type { ReportTarget } from '@plantry/shared';
import { lazy, Suspense, useRef, useState } from 'react';
import { useCurrentUser } from '../auth/useCurrentUser';

// The dialog's code loads on the first press.
const ReportDialog = lazy(() => import('./ReportDialog').then((m) => ({ default: m.ReportDialog })));

export interface ReportButtonProps {
  kind: ReportTarget;
  id: number;
  /** Who wrote it: nobody reports their own content. */
  ownerId: number;
  /** What it is, for screen readers: 'Report review by Rex'. */
  label: string;
  className?: string;
}

/** 'Report' for signed-in members on content of others, opening the report dialog; focus comes back here after. */
export function ReportButton({ kind, id, ownerId, label, className }: ReportButtonProps) {
  const { user } = useCurrentUser();
  const [state, setState] = useState<'unopened' | 'open' | 'closed'>('unopened');
  const opener = useRef<HTMLButtonElement>(null);
  if (!user || user.id === ownerId) return null;
  const close = () => {
    setState('closed');
    requestAnimationFrame(() => opener.current?.focus());
  };
  return (
    <>
      <Button
        ref={opener}
        size="small"
        type="text"
        className={className ? `report-button ${className}` : 'report-button'}
        icon={<FlagOutlined aria-hidden />}
        aria-label={label}
        aria-haspopup="dialog"
        onClick={() => setState('open')}
      >
        {t`Report`}
      </Button>
      {state !== 'unopened' && (
        <Suspense>
          <ReportDialog kind={kind} id={id} open={state === 'open'} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
