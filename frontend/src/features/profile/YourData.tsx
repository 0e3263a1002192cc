import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import { t } from '@lingui/core/macro';
import { Button, Input, Modal } from 'antd';
import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage, errorStatus, plantryApi, useDeleteOwnAccountMutation } from '../../api';
import { useAppDispatch } from '../../app/store';
import { useNotifications } from '../../shared/notifications/notifications';

/**
 * /profile's 'Your data': a download of everything of the member's (a JSON file), and the
 * deletion of their account, confirmed by their password in a dialog that says what goes.
 */
export function YourData({ isAdmin }: { isAdmin: boolean }) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [remove, removing] = useDeleteOwnAccountMutation();
  const notifications = useNotifications();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const opener = useRef<HTMLButtonElement>(null);
  const passwordId = useId();
  const close = () => {
    setOpen(false);
    setPassword('');
    requestAnimationFrame(() => opener.current?.focus());
  };
  const confirm = async () => {
    try {
      await remove({ deleteAccountDto: { password } }).unwrap();
      setOpen(false);
      dispatch(plantryApi.util.resetApiState());
      notifications.success({
        title: t`Account deleted`,
        description: t`Your account and everything in it are gone. Thank you for cooking with us.`,
      });
      await navigate('/');
    } catch (error) {
      const status = errorStatus(error);
      const fallback = t`Failed to delete your account`;
      notifications.error({
        title: t`Error`,
        description: status === 400 || status === 403 || status === 429 ? errorMessage(error, fallback) : fallback,
      });
    }
  };
  return (
    <div className="your-data">
      <p>
        {t`Download a copy of everything you have shared and saved on Plantry: your account, recipes, reviews, replies, favourites, collections, shopping list, follows and notifications.`}
      </p>
      <Button className="your-data__download" href="/api/auth/user/data" download icon={<DownloadOutlined aria-hidden />}>
        {t`Download my data`}
      </Button>
      {isAdmin ? (
        <p className="your-data__note">{t`An admin account is deleted by another admin.`}</p>
      ) : (
        <>
          <p>
            {t`Deleting your account removes your recipes (with their reviews), your reviews, favourites, collections and everything else of yours, for good.`}
          </p>
          <Button ref={opener} danger icon={<DeleteOutlined aria-hidden />} onClick={() => setOpen(true)} aria-haspopup="dialog">
            {t`Delete my account`}
          </Button>
        </>
      )}
      <Modal
        title={t`Delete your account?`}
        open={open}
        onCancel={close}
        okText={t`Delete my account`}
        okButtonProps={{ danger: true, disabled: password === '', loading: removing.isLoading }}
        onOk={() => void confirm()}
        destroyOnHidden
      >
        <p>{t`This cannot be undone. Your recipes, reviews, favourites, collections and notifications go with it.`}</p>
        <label htmlFor={passwordId} className="your-data__label">
          {t`Your password, to confirm`}
        </label>
        <Input.Password
          id={passwordId}
          autoFocus
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          onPressEnter={() => password && void confirm()}
        />
      </Modal>
    </div>
  );
}
