import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { Button, Input } from 'antd';
import { useState } from 'react';
import { errorMessage, useRemovePasskeyMutation, useRenamePasskeyMutation, type PasskeyDto } from '../../../api';
import { useDeleteConfirmation } from '../../../shared/ui/useDeleteConfirmation';
import '../../../shared/ui/VisuallyHidden.css';

const day = (when: string) => i18n.date(when, { dateStyle: 'medium' });

/** One passkey: its name and dates, Rename (in place) and Remove (after a confirmation). */
export function PasskeyRow({ passkey }: { passkey: PasskeyDto }) {
  const [rename, renaming] = useRenamePasskeyMutation();
  const [remove, removing] = useRemovePasskeyMutation();
  const { confirmDelete, contextHolder } = useDeleteConfirmation();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(passkey.name);
  const [failure, setFailure] = useState<string | null>(null);
  const inputId = `passkey-name-${passkey.id}`;
  const errorId = `passkey-error-${passkey.id}`;

  const save = async () => {
    setFailure(null);
    try {
      await rename({ id: passkey.id, passkeyNameDto: { name: name.trim() } }).unwrap();
      setEditing(false);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  const askRemove = async () => {
    setFailure(null);
    const confirmed = await confirmDelete(
      t`Remove the passkey "${passkey.name}"?`,
      t`It will no longer sign you in. The device keeps it until you delete it there too.`,
    );
    if (!confirmed) return;
    try {
      await remove({ id: passkey.id }).unwrap();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <li className="passkeys__item">
      {contextHolder}
      {editing ? (
        <form
          className="passkeys__add-row"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <label htmlFor={inputId} className="visually-hidden">
            {t`New name for ${passkey.name}`}
          </label>
          <Input
            id={inputId}
            value={name}
            maxLength={60}
            autoFocus
            onChange={(event) => setName(event.target.value)}
            aria-describedby={failure ? errorId : undefined}
            aria-invalid={failure ? true : undefined}
          />
          <Button type="primary" htmlType="submit" loading={renaming.isLoading}>
            {t`Save`}
          </Button>
          <Button
            onClick={() => {
              setEditing(false);
              setName(passkey.name);
              setFailure(null);
            }}
          >
            {t`Cancel`}
          </Button>
        </form>
      ) : (
        <div className="passkeys__row">
          <div>
            <strong className="passkeys__name">{passkey.name}</strong>
            <span className="passkeys__dates">
              {t`Added ${day(passkey.createdAt)}`} · {passkey.lastUsedAt ? t`Last used ${day(passkey.lastUsedAt)}` : t`Not used yet`}
            </span>
          </div>
          <div className="two-factor__actions">
            <Button size="small" aria-label={t`Rename ${passkey.name}`} onClick={() => setEditing(true)}>
              {t`Rename`}
            </Button>
            <Button
              size="small"
              danger
              aria-label={t`Remove ${passkey.name}`}
              loading={removing.isLoading}
              onClick={() => void askRemove()}
            >
              {t`Remove`}
            </Button>
          </div>
        </div>
      )}
      {failure && (
        <p id={errorId} className="two-factor__error" role="alert">
          {failure}
        </p>
      )}
    </li>
  );
}
