import { Button, Upload } from 'antd';
import { CloseOutlined, FileTextOutlined, InboxOutlined } from '@ant-design/icons';
import { t } from '@lingui/core/macro';
import { useNotifications } from '../../../shared/notifications/notifications';
import { formatFileSize, IMPORT_MAX_MEGABYTES, isCsvFile, isTooLarge, tooLargeMessage } from './csvFiles';

interface CsvFilePickerProps {
  file: File | null;
  onChoose: (file: File) => void;
  onClear: () => void;
}

/**
 * One CSV file, clicked or dropped, checked here (type, size) before it is kept. The picker never
 * uploads: the file is sent by the screen's buttons.
 */
export function CsvFilePicker({ file, onChoose, onClear }: CsvFilePickerProps) {
  const notifications = useNotifications();

  const check = (chosen: File) => {
    if (!isCsvFile(chosen)) notifications.error({ title: t`Invalid File`, description: t`Please select a valid CSV file` });
    else if (isTooLarge(chosen)) notifications.error({ title: t`Import Failed`, description: tooLargeMessage() });
    else onChoose(chosen);
    // Kept out of antd's own list (and its upload): the screen keeps the file.
    return Upload.LIST_IGNORE;
  };

  return (
    <div className="csv-import__picker">
      <Upload.Dragger accept=".csv,text/csv" multiple={false} showUploadList={false} beforeUpload={check} aria-label={t`CSV file`}>
        <p className="ant-upload-drag-icon">
          <InboxOutlined aria-hidden />
        </p>
        <p className="ant-upload-text">{t`Click or drag a CSV file here`}</p>
        <p className="ant-upload-hint">{t`UTF-8 text, at most ${IMPORT_MAX_MEGABYTES} MB`}</p>
      </Upload.Dragger>
      {file && (
        <div className="csv-import__file">
          <FileTextOutlined aria-hidden />
          <span className="csv-import__file-name">{file.name}</span>
          <span className="csv-import__file-size">{formatFileSize(file.size)}</span>
          <Button size="small" type="text" icon={<CloseOutlined aria-hidden />} aria-label={t`Remove ${file.name}`} onClick={onClear}>
            {t`Remove`}
          </Button>
        </div>
      )}
    </div>
  );
}
