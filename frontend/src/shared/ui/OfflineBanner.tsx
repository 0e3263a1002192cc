import { t } from '@lingui/core/macro';
import { useOnline } from '../online';
import './OfflineBanner.css';

/**
 * Says so while the browser has no network: what can still be read (the pages the service worker
 * kept) and what cannot be done. The live region is always there, so that the message is read out
 * when it appears.
 */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div role="status" className={online ? undefined : 'offline-banner'}>
      {!online && (
        <p>
          <strong>{t`You are offline.`}</strong>{' '}
          {t`Your favorites and the recipes you opened lately can still be read; saving, hearts, reviews and sharing need the network.`}
        </p>
      )}
    </div>
  );
}
