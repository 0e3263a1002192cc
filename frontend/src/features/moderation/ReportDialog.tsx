import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Input, Modal, Radio } from 'antd';
import { MODERATION_LIMITS, REPORT_REASONS, type ReportReason, type ReportTarget } from '@plantry/shared';
import { useId, useState } from 'react';
import { useCreateReportMutation } from '../../api';
import { useNotifications } from '../../shared/notifications/notifications';
import { useFailureReport } from '../auth/useFailureReport';
import { reportReasonName } from '../../shared/reportReasonName';
import './Moderation.css';

const TITLES: Record<ReportTarget, MessageDescriptor> = {
  recipe: msg`Report this recipe`,
  review: msg`Report this review`,
  reply: msg`Report this reply`,
  profile: msg`Report this profile`,
};

interface ReportDialogProps {
  kind: ReportTarget;
  id: number;
  open: boolean;
  onClose: () => void;
}

/** Why the member reports the content (a reason, and a note if they like); the moderators see it in their queue. */
export function ReportDialog({ kind, id, open, onClose }: ReportDialogProps) {
  const noteId = useId();
  const reasonId = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [send, sending] = useCreateReportMutation();
  const notifications = useNotifications();
  const failed = useFailureReport();
  const submit = async () => {
    if (!reason) return;
    try {
      await send({ reportInputDto: { targetKind: kind, targetId: id, reason, note: note.trim() || null } }).unwrap();
      notifications.success({ title: t`Thank you`, description: t`Your report reached the moderators. They will look at it soon.` });
      onClose();
    } catch (error) {
      failed(error, t`Failed to send the report`);
    }
  };
  return (
    <Modal
      title={i18n._(TITLES[kind])}
      open={open}
      onCancel={onClose}
      okText={t`Send report`}
      onOk={() => void submit()}
      okButtonProps={{ disabled: !reason, loading: sending.isLoading }}
      destroyOnHidden
    >
      <div className="report-dialog">
        <p id={reasonId} className="report-dialog__question">
          {t`What is wrong with it?`}
        </p>
        <Radio.Group
          aria-labelledby={reasonId}
          className="report-dialog__reasons"
          value={reason}
          onChange={(event) => setReason(event.target.value as ReportReason)}
        >
          {REPORT_REASONS.map((value, index) => (
            <Radio key={value} value={value} autoFocus={index === 0}>
              {reportReasonName(value)}
            </Radio>
          ))}
        </Radio.Group>
        <label htmlFor={noteId} className="report-dialog__label">
          {t`Anything the moderators should know? (optional)`}
        </label>
        <Input.TextArea
          id={noteId}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          maxLength={MODERATION_LIMITS.noteMax}
          showCount
          autoSize={{ minRows: 2, maxRows: 6 }}
        />
      </div>
    </Modal>
  );
}
