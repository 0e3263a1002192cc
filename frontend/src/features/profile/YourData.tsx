import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
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
        title: 'Account deleted',
        description: 'Your account and everything in it are gone. Thank you for cooking with us.',
      });
      await navigate('/');
    } catch (error) {
      const status = errorStatus(error);
      notifications.error({
        title: 'Error',
        description:
          status === 400 || status === 403 || status === 429
            ? errorMessage(error, 'Failed to delete your account')
            : 'Failed to delete your account',
      });
    }
  };
  return (
    <div className="your-data">
      <p>
        Download a copy of everything you have shared and saved on Plantry: your account, recipes, reviews, replies, favourites,
        collections, shopping list, follows and notifications.
      </p>
      <Button className="your-data__download" href="/api/auth/user/data" download icon={<DownloadOutlined aria-hidden />}>
        Download my data
      </Button>
      {isAdmin ? (
        <p className="your-data__note">An admin account is deleted by another admin.</p>
      ) : (
        <>
          <p>
            Deleting your account removes your recipes (with their reviews), your reviews, favourites, collections and everything else of
            yours, for good.
          </p>
          <Button ref={opener} danger icon={<DeleteOutlined aria-hidden />} onClick={() => setOpen(true)} aria-haspopup="dialog">
            Delete my account
          </Button>
        </>
      )}
      <Modal
        title="Delete your account?"
        open={open}
        onCancel={close}
        okText="Delete my account"
        okButtonProps={{ danger: true, disabled: password === '', loading: removing.isLoading }}
        onOk={() => void confirm()}
        destroyOnHidden
      >
        <p>This cannot be undone. Your recipes, reviews, favourites, collections and notifications go with it.</p>
        <label htmlFor={passwordId} className="your-data__label">
          Your password, to confirm
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
