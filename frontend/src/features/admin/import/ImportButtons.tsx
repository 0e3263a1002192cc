import { Button } from 'antd';
import { CloudUploadOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { t } from '@lingui/core/macro';
import type { StartingUpload } from './useStartImport';

interface ImportButtonsProps {
  /** A usable file is chosen and no import of this screen is running. */
  enabled: boolean;
  /** The upload under way, if one is. */
  starting: StartingUpload | null;
  onStart: (dryRun: boolean) => void;
}

/** 'Check file (dry run)' reads every row and writes nothing; 'Import recipes' imports them. */
export function ImportButtons({ enabled, starting, onStart }: ImportButtonsProps) {
  return (
    <div className="csv-import__actions">
      <Button
        icon={<SafetyCertificateOutlined aria-hidden />}
        disabled={!enabled}
        loading={starting === 'dryRun'}
        onClick={() => onStart(true)}
      >
        {t`Check file (dry run)`}
      </Button>
      <Button
        type="primary"
        icon={<CloudUploadOutlined aria-hidden />}
        disabled={!enabled}
        loading={starting === 'import'}
        onClick={() => onStart(false)}
      >
        {t`Import recipes`}
      </Button>
    </div>
  );
}
