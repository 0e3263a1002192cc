import { Input, Modal, Radio } from 'antd';
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

const WHY: Partial<Record<ModerationAction, string>> = {
  dismiss: 'Why is nothing wrong? (kept in the moderation log)',
};

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
    if (await report(call, DONE[action])) onClose(true);
  };
  return (
    <Modal
      open
      title={title}
      okText={label}
      okButtonProps={{ danger, disabled: !trimmed, loading: isLoading }}
      onOk={() => void submit()}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      <div className="moderation-dialog">
        {action === 'suspend' && (
          <>
            <p id={daysId} className="moderation-dialog__label">
              {`Suspend ${content.ownerName ?? 'the writer'} for`}
            </p>
            <Radio.Group aria-labelledby={daysId} value={days} onChange={(event) => setDays(event.target.value as typeof days)}>
              {MODERATION_LIMITS.suspendDays.map((n) => (
                <Radio key={n} value={n}>
                  {n === 1 ? '1 day' : `${n} days`}
                </Radio>
              ))}
            </Radio.Group>
          </>
        )}
        <label htmlFor={reasonId} className="moderation-dialog__label">
          {WHY[action] ?? 'Reason (kept in the moderation log and sent to the writer)'}
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
