import { Modal } from 'antd';
import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';

/**
 * Every delete confirmation: 'Delete' in red and 'Cancel', opening with focus on Cancel so that a
 * hurried Enter or Space deletes nothing. On closing, focus goes back at once to the control that
 * opened it (not after the closing animation, by which time a deletion may have removed it), so
 * that the layout's FocusRescue sees it go and moves focus to a heading. Render `contextHolder`
 * where the hook is used: the dialog is drawn there, inside the app's theme.
 */
export function useDeleteConfirmation() {
  const [modal, contextHolder] = Modal.useModal();

  const confirmDelete = async (title: ReactNode, content: ReactNode): Promise<boolean> => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const confirmed = await modal.confirm({
      title,
      content,
      okText: t`Delete`,
      okButtonProps: { danger: true },
      cancelText: t`Cancel`,
      focusable: { autoFocusButton: 'cancel', focusTriggerAfterClose: false },
    });
    opener?.focus();
    return confirmed;
  };

  return { confirmDelete, contextHolder };
}
