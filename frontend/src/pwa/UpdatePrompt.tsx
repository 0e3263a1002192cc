import { useSyncExternalStore } from 'react';
import { Button } from 'antd';
import { t } from '@lingui/core/macro';
import { waitingUpdate } from './updateState';
import './UpdatePrompt.css';

/**
 * 'A new version of Plantry is ready' with Reload (the waiting service worker takes over and the
 * page reloads) and Later. It never takes the focus: a member in the middle of a review keeps
 * typing; the buttons come next in the tab order after the header. The live region is always
 * there, so that the message is read out when it appears.
 */
export function UpdatePrompt() {
  const start = useSyncExternalStore(waitingUpdate.subscribe, waitingUpdate.current);
  return (
    <div role="status" className={start ? 'update-prompt' : undefined}>
      {start && (
        <>
          <p>{t`A new version of Plantry is ready.`}</p>
          <Button type="primary" onClick={start}>
            {t`Reload`}
          </Button>
          <Button onClick={waitingUpdate.dismiss}>{t`Later`}</Button>
        </>
      )}
    </div>
  );
}
