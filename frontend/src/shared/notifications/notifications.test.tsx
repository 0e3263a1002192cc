import { StrictMode, useEffect } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { findToast } from '../../test/toasts';
import { NotificationsProvider, useNotifications, type Notifications } from './notifications';

/** Asks for a toast as soon as it mounts (child effects run before the provider's own). */
function ToastOnMount() {
  const notifications = useNotifications();
  useEffect(() => {
    notifications.success({ title: 'Saved', description: 'At once' });
  }, [notifications]);
  return null;
}

function ToastButton() {
  const notifications = useNotifications();
  return (
    <button type="button" onClick={() => notifications.info({ title: 'Hello', description: 'On click' })}>
      Greet
    </button>
  );
}

// The toasts' code loads when the first toast is asked for; these are the calls made around that.
describe('NotificationsProvider', () => {
  // Its first import here is antd's first too, slower than a toast may take; the app has antd loaded.
  beforeAll(() => import('./toastRoot'));

  it('shows a toast asked for before the provider is ready', async () => {
    render(
      <NotificationsProvider>
        <ToastOnMount />
      </NotificationsProvider>,
    );
    expect(await findToast('Saved')).toEqual({ description: 'At once', kind: 'success' });
  });

  it('shows toasts after the provider mounted twice (StrictMode)', async () => {
    render(
      <StrictMode>
        <NotificationsProvider>
          <ToastButton />
        </NotificationsProvider>
      </StrictMode>,
    );
    const events = userEvent.setup();
    await events.click(screen.getByRole('button', { name: 'Greet' }));
    expect(await findToast('Hello')).toEqual({ description: 'On click', kind: 'info' });
  });

  it('loads the toasts before the first one when asked to prepare them', async () => {
    function Prepare() {
      const notifications = useNotifications();
      useEffect(() => notifications.prepare(), [notifications]);
      return null;
    }
    const before = document.body.childElementCount;
    render(
      <NotificationsProvider>
        <Prepare />
      </NotificationsProvider>,
    );
    // The test's own container, then the toasts' root.
    await waitFor(() => expect(document.body.childElementCount).toBe(before + 2));
  });

  it('tells when a toast is on the screen, or gives up waiting after the time allowed', async () => {
    let api: Notifications | undefined;
    function Capture() {
      const notifications = useNotifications();
      useEffect(() => {
        api = notifications;
      }, [notifications]);
      return null;
    }
    render(
      <NotificationsProvider>
        <Capture />
      </NotificationsProvider>,
    );
    let seen = false;
    const shown = api!.shown('Welcome').then(() => {
      seen = true;
    });
    await Promise.resolve();
    expect(seen).toBe(false);
    api!.success({ title: 'Welcome', description: 'Shown' });
    await shown;
    expect(await findToast('Welcome')).toEqual({ description: 'Shown', kind: 'success' });

    const started = Date.now();
    await api!.shown('Never asked for', 50);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
  });
});
