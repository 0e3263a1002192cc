import { t } from '@lingui/core/macro';
import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { VisuallyHidden } from '../../../shared/ui/VisuallyHidden';

/** The codes as a text file, one a line, for the download. */
const fileOf = (codes: string[]) =>
  `${t`Plantry recovery codes (each works once, instead of a code from your authenticator app)`}\n\n${codes.join('\n')}\n`;

/**
 * New recovery codes, shown once: to copy, download or write down. The heading takes the focus, so
 * that a screen reader starts reading here.
 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => heading.current?.focus(), []);

  const copy = async () => {
    await navigator.clipboard.writeText(codes.join('\n'));
    setCopied(true);
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([fileOf(codes)], { type: 'text/plain' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: 'plantry-recovery-codes.txt' });
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <section className="recovery-codes" aria-labelledby="recovery-codes-heading">
      <h3 id="recovery-codes-heading" ref={heading} tabIndex={-1} className="two-factor__heading">
        {t`Your recovery codes`}
      </h3>
      <Alert
        type="warning"
        showIcon
        title={t`Save these codes now: they will not be shown again.`}
        description={t`If you lose your phone, each code signs you in once instead of a code from your app. New codes replace these.`}
      />
      <ol className="recovery-codes__list">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="two-factor__actions">
        <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copy()}>
          {copied ? t`Copied` : t`Copy codes`}
        </Button>
        <Button icon={<DownloadOutlined aria-hidden />} onClick={download}>
          {t`Download codes`}
        </Button>
        <Button type="primary" onClick={onDone}>
          {t`I have saved my codes`}
        </Button>
      </div>
      <p aria-live="polite">{copied && <VisuallyHidden>{t`Recovery codes copied`}</VisuallyHidden>}</p>
    </section>
  );
}
