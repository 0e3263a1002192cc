import { t } from '@lingui/core/macro';
import { Input, Modal, type InputRef } from 'antd';
import { useId, useRef, useState } from 'react';
import { errorMessage, type ConfirmIdentityDto } from '../../../api';
import { proofOf } from './proof';

interface ConfirmIdentityModalProps {
  title: string;
  okText: string;
  danger?: boolean;
  /** Runs the change with the proof; a rejection's message shows in the dialog, which stays open. */
  onConfirm: (proof: ConfirmIdentityDto) => Promise<void>;
  onClose: () => void;
}

/** Asks for the password or a current code before a change to two-factor sign-in. */
export function ConfirmIdentityModal({ title, okText, danger, onConfirm, onClose }: ConfirmIdentityModalProps) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<InputRef>(null);
  const id = useId();

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm(proofOf(typed));
    } catch (failure) {
      setError(errorMessage(failure));
      input.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title={title}
      open
      onCancel={onClose}
      okText={okText}
      okButtonProps={{ danger, disabled: typed.trim() === '', loading: busy }}
      onOk={() => void confirm()}
      afterOpenChange={(open) => open && input.current?.focus()}
      destroyOnHidden
    >
      <label htmlFor={id} className="two-factor__label">
        {t`Your password, or a code from your authenticator app`}
      </label>
      <Input.Password
        id={id}
        ref={input}
        value={typed}
        autoComplete="current-password"
        status={error ? 'error' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setTyped(event.target.value)}
        onPressEnter={() => typed.trim() && void confirm()}
      />
      {error && (
        <p id={`${id}-error`} className="two-factor__error" role="alert">
          {error}
        </p>
      )}
    </Modal>
  );
}
