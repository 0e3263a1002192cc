import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { t } from '@lingui/core/macro';
import { Avatar, Button } from 'antd';
import { avatarInitial, IMAGE_LIMITS } from '@plantry/shared';
import { useId, useRef, type ChangeEvent } from 'react';
import { errorMessage, useRemoveAvatarMutation, useReplaceAvatarMutation, type UserDto } from '../../api';
import { useNotifications } from '../../shared/notifications/notifications';
import '../../shared/ui/VisuallyHidden.css';
import { useSessionLostHandler } from '../auth/useSessionLostHandler';

const ACCEPTED = 'image/jpeg,image/png,image/webp';

/**
 * The member's picture: shown on their cook profile, their reviews and in the header. A chosen
 * file is sent at once; the server checks and re-encodes it like recipe photos.
 */
export function AvatarEditor({ user }: { user: UserDto }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [replace, replacing] = useReplaceAvatarMutation();
  const [remove, removing] = useRemoveAvatarMutation();
  const notifications = useNotifications();
  const handleSessionLost = useSessionLostHandler();

  const failed = (error: unknown, fallback: string) => {
    if (!handleSessionLost(error)) notifications.error({ title: t`Error`, description: errorMessage(error, fallback) });
  };

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > IMAGE_LIMITS.maxBytes) {
      notifications.error({ title: t`Error`, description: t`The picture must be at most 10 MB.` });
      return;
    }
    try {
      await replace({ avatarFormDto: { avatar: file } }).unwrap();
      notifications.success({ title: t`Picture updated` });
    } catch (error) {
      failed(error, t`Failed to upload the picture. Please try again.`);
    }
  };

  const removePicture = async () => {
    try {
      await remove().unwrap();
      notifications.success({ title: t`Picture removed` });
      input.current?.focus();
    } catch (error) {
      failed(error, t`Failed to remove the picture. Please try again.`);
    }
  };

  return (
    <div className="avatar-editor">
      <Avatar size={72} src={user.profileImageUrl ?? undefined} alt="" className="avatar-editor__picture">
        {avatarInitial(user)}
      </Avatar>
      <div className="avatar-editor__actions">
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={ACCEPTED}
          className="visually-hidden avatar-editor__input"
          onChange={(event) => void upload(event)}
          disabled={replacing.isLoading}
        />
        <label htmlFor={inputId} className="ant-btn ant-btn-default avatar-editor__choose">
          <UploadOutlined aria-hidden />
          <span>{replacing.isLoading ? t`Uploading...` : user.profileImageUrl ? t`Change picture` : t`Upload picture`}</span>
        </label>
        {user.profileImageUrl && (
          <Button icon={<DeleteOutlined aria-hidden />} loading={removing.isLoading} onClick={() => void removePicture()}>
            {t`Remove picture`}
          </Button>
        )}
        <p className="avatar-editor__hint">{t`JPEG, PNG or WebP, at most 10 MB.`}</p>
      </div>
    </div>
  );
}
