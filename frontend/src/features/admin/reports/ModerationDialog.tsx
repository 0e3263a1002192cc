import { Input, Modal, Radio } from 'antd';
import { i18n } from '@lingui/core';
import { plural, t } from '@lingui/core/macro';
import { MODERATION_LIMITS, type ModerationAction } from '@plantry/shared';
import { useId, useState } from 'react';
import { useModerateMutation, type ModerationInputDto, type ReportedContentDto } from '../../../api';
import { useAdminFeedback } from '../table/useAdminFeedback';
import { ACTIONS, DONE } from './moderationWords';

interface ModerationDialogProps {
  content: ReportedContentDto;
  action: ModerationAction;
  onClose: (done: boolean) => void;
}

/** The reason for a decision (the log keeps it; the writer's email quotes it) and, to suspend, for how long. */
export function ModerationDialog({ content, action, onClose }: ModerationDialogProps) {
  const reasonId = useId();
  const daysId = useId();
  const [reason, setReason] = useState('');
  const [days, setDays] = useState<NonNullable<ModerationInputDto['days']>>(7);
  const [moderate, { isLoading }] = useModerateMutation();
  const report = useAdminFeedback();
  const { label, title, danger } = ACTIONS.find((item) => item.action === action)!;
  const trimmed = reason.trim();
  const submit = async () => {
    if (!trimmed) return;
    const call = moderate({
      moderationInputDto: {
        targetKind: content.kind,
        targetId: content.id,
        action,
        reason: trimmed,
        ...(action === 'suspend' && { days }),
      },
    });
    if (await report(call, i18n._(DONE[action]))) onClose(true);
  };
  return (
    <Modal
      open
      title={i18n._(title)}
      okText={i18n._(label)}
      okButtonProps={{ danger, disabled: !trimmed, loading: isLoading }}
      onOk={() => void submit()}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      <div className="moderation-dialog">
        {action === 'suspend' && (
          <>
            <p id={daysId} className="moderation-dialog__label">
              {content.ownerName ? t`Suspend ${content.ownerName} for` : t`Suspend the writer for`}
            </p>
            <Radio.Group aria-labelledby={daysId} value={days} onChange={(event) => setDays(event.target.value as typeof days)}>
              {MODERATION_LIMITS.suspendDays.map((n) => (
                <Radio key={n} value={n}>
                  {plural(n, { one: '# day', other: '# days' })}
                </Radio>
              ))}
            </Radio.Group>
          </>
        )}
        <label htmlFor={reasonId} className="moderation-dialog__label">
          {action === 'dismiss'
            ? t`Why is nothing wrong? (kept in the moderation log)`
            : t`Reason (kept in the moderation log and sent to the writer)`}
        </label>
        <Input.TextArea
          id={reasonId}
          autoFocus
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          maxLength={MODERATION_LIMITS.reasonMax}
          showCount
          autoSize={{ minRows: 3, maxRows: 8 }}
        />
      </div>
    </Modal>
  );
}
