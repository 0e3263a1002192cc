import { Button, Tooltip } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { t } from '@lingui/core/macro';
import { useDeleteConfirmation } from '../../../shared/ui/useDeleteConfirmation';

interface DeleteButtonProps {
  /** What is deleted, for the button's accessible name ('Delete Ana Silva'). */
  name: string;
  /** The confirmation's question and its warning. */
  title: string;
  warning: string;
  onConfirm: () => void;
  busy?: boolean;
  /** Why Delete is not offered for this row (shown as a tooltip on the disabled button). */
  disabledReason?: string;
}

/** A row's Delete: asks first (the confirmation is drawn here, inside the app's theme). */
export function DeleteButton({ name, title, warning, onConfirm, busy = false, disabledReason }: DeleteButtonProps) {
  const { confirmDelete, contextHolder } = useDeleteConfirmation();

  const confirm = async () => {
    const confirmed = await confirmDelete(title, warning);
    if (confirmed) onConfirm();
  };

  const button = (
    <Button
      danger
      size="small"
      icon={<DeleteOutlined aria-hidden />}
      aria-label={t`Delete ${name}`}
      loading={busy}
      disabled={disabledReason !== undefined}
      onClick={() => void confirm()}
    >
      {t`Delete`}
    </Button>
  );

  return (
    <>
      {contextHolder}
      {disabledReason ? (
        // A disabled button gets no pointer events: the tooltip listens on a wrapper.
        <Tooltip title={disabledReason}>
          <span className="admin-table__disabled-action">{button}</span>
        </Tooltip>
      ) : (
        button
      )}
    </>
  );
}
